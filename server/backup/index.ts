export { BackupRefused } from './backup-refused';
export { type BackupCheck, checkBackup } from './check';
export { type BackupOptions, backupName, createBackup } from './create-backup';
export type { SiteDatabase } from './database-copy';
export { type BackupManifest, DATABASE_FILES, FILES_FOLDER, MANIFEST_FILE } from './manifest';
export { type RestoreOptions, restoreBackup } from './restore-backup';
export { describeBackup } from './summary';
