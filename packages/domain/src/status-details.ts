/**
 * What an instance's status detail says when the product itself moved it (issue 43: texts the
 * system writes are codes, read in the reader's language): the action asked for while the machine
 * moves, or why the instance settled where it is. Recovery failures (instance-lifecycle.ts) and a
 * machine's refusal codes (machine-notes.ts) are codes too; anything else in the detail is the
 * provider's own words or an image's name.
 */
export const STATUS_DETAILS = {
  start: 'start',
  startKept: 'startKept',
  resume: 'resume',
  stop: 'stop',
  restart: 'restart',
  resize: 'resize',
  renewed: 'renewed',
  autoStopped: 'auto_stopped',
  /** Stopped so an on-demand rent could have its GPUs (issue 44: interruptible instances). */
  interrupted: 'interrupted',
  stoppedWithRefund: 'stopped_with_refund',
  releasedByOwner: 'released_by_owner',
  suspended: 'suspended',
  arrears: 'arrears',
  storageArrears: 'storage_arrears',
  periodEnded: 'period_ended',
  retentionEnded: 'retention_ended',
  refundRequested: 'refund_requested',
} as const;
export type StatusDetailCode = (typeof STATUS_DETAILS)[keyof typeof STATUS_DETAILS];

const CODES: ReadonlySet<string> = new Set(Object.values(STATUS_DETAILS));

export function isStatusDetailCode(detail: string): detail is StatusDetailCode {
  return CODES.has(detail);
}
