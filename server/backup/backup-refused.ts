/**
 * A backup, check or restore that cannot go on, for a reason the person running it can act on: the message says
 * which, in Spanish, and the command prints it alone (no stack trace).
 */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}
