/** A wrong flag or value on a command line: the command prints it (with its usage) and exits with 2. */
export class UsageError extends Error {}
