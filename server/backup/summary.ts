import { megabytes } from '#domain/back-office/media';
import { formatDateTime } from '#domain/shared/mendoza-time';
import { formatNumber } from '#domain/shared/numbers';
import type { BackupManifest } from './manifest';

/** "2,3 MB", or "12 KB" below a megabyte (a database with few rows, a handful of CVs). */
function size(bytes: number): string {
  return bytes < 1024 * 1024 ? `${formatNumber(Math.ceil(bytes / 1024))} KB` : `${megabytes(bytes)} MB`;
}

/** What a backup holds, as the commands print it: when, the database and its rows, the files. */
export function describeBackup(manifest: BackupManifest): string[] {
  const { database, files } = manifest;
  const tables = Object.keys(database.tables).length;
  const rows = Object.values(database.tables).reduce((sum, n) => sum + n, 0);
  const server =
    database.kind === 'pglite'
      ? `base embebida (PGlite, PostgreSQL ${database.serverVersion})`
      : `PostgreSQL ${database.serverVersion}`;
  return [
    `  tomada el ${formatDateTime(new Date(manifest.createdAt))} (hora de Mendoza)`,
    `  base de datos: ${server}, ${formatNumber(tables)} tablas, ${formatNumber(rows)} filas, ${database.migrations} migraciones (${size(database.bytes)})`,
    `  archivos: ${formatNumber(files.count)} de ${files.from} (${size(files.bytes)})`,
  ];
}
