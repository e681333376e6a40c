/** A backup or restore that cannot go on: its message is for the operator, printed as one line. */
export class BackupError extends Error {}
