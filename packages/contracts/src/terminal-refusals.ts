/** Reasons a ticket is refused with, which the web explains in the reader's language. */
export const TERMINAL_REFUSALS = {
  notRunning: 'the terminal opens only on a running instance',
  needsEngine:
    'the terminal needs a real engine: this instance runs on the simulated fleet (or on KVM or bare metal), which has no machine to open',
} as const;
