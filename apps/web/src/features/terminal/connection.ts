import { isTerminalCloseReason, type TerminalCloseReason } from '@gpucloud/contracts';

/** Where a terminal stands, for the page's status line (a live region). */
export type TerminalStatus =
  | { kind: 'connecting' }
  | { kind: 'connected' }
  | { kind: 'retrying'; attempt: number; max: number }
  | {
      kind: 'closed';
      reason: TerminalCloseReason | 'network' | 'notRunning' | 'needsEngine' | 'refused';
      detail?: string;
    };

export interface Ticket {
  Ticket: string;
  Path: string;
  InstanceName: string;
}

/** A ticket refusal the page explains instead of retrying (the server's reason text). */
export class TicketRefused extends Error {
  constructor(readonly kind: 'notRunning' | 'needsEngine' | 'refused') {
    super(kind);
  }
}

export interface ConnectionDeps {
  /** Asks the server for a fresh single-use ticket. */
  ticket(): Promise<Ticket>;
  /** Opens the socket (the page's origin, ws: or wss:). */
  open(url: string): WebSocket;
  size(): { cols: number; rows: number };
  onData(bytes: Uint8Array): void;
  onStatus(status: TerminalStatus): void;
  onTicket?(ticket: Ticket): void;
  /** Waits before another try (tests pass one that does not). */
  sleep?(ms: number): Promise<void>;
}

/** Tries after a drop, with these waits before each. */
export const RETRY_DELAYS_MS = [500, 1_000, 2_000, 4_000];

/** Whether a close is a network drop worth reconnecting after (no reason, or the server restarting). */
export function shouldRetry(reason: string): boolean {
  return !isTerminalCloseReason(reason) || reason === 'server_closing';
}

const encoder = new TextEncoder();

/**
 * One terminal's connection: a fresh ticket for every socket, the bytes both ways, resizes as the
 * control message, and, after a drop without a final reason, a few tries again with a new ticket.
 */
export function connectTerminal(deps: ConnectionDeps) {
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let socket: WebSocket | null = null;
  let disposed = false;
  let run = 0;

  async function start(attempt: number): Promise<void> {
    const mine = ++run;
    deps.onStatus(
      attempt === 0 ? { kind: 'connecting' } : { kind: 'retrying', attempt, max: RETRY_DELAYS_MS.length },
    );
    let ticket: Ticket;
    try {
      ticket = await deps.ticket();
    } catch (error) {
      if (error instanceof TicketRefused)
        return deps.onStatus({ kind: 'closed', reason: error.kind, detail: error.message });
      return retry(attempt, mine);
    }
    if (disposed || mine !== run) return;
    deps.onTicket?.(ticket);
    const { cols, rows } = deps.size();
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    const query = new URLSearchParams({ ticket: ticket.Ticket, cols: String(cols), rows: String(rows) });
    const opened = deps.open(`${scheme}://${window.location.host}${ticket.Path}?${query}`);
    opened.binaryType = 'arraybuffer';
    socket = opened;
    let wasOpen = false;
    opened.onopen = () => {
      wasOpen = true;
      deps.onStatus({ kind: 'connected' });
    };
    opened.onmessage = (event: MessageEvent<ArrayBuffer | string>) => {
      deps.onData(typeof event.data === 'string' ? encoder.encode(event.data) : new Uint8Array(event.data));
    };
    opened.onclose = (event) => {
      if (disposed || mine !== run) return;
      socket = null;
      if (shouldRetry(event.reason)) return void retry(wasOpen ? 0 : attempt, mine);
      deps.onStatus({ kind: 'closed', reason: event.reason as TerminalCloseReason });
    };
  }

  async function retry(attempt: number, mine: number): Promise<void> {
    const delay = RETRY_DELAYS_MS[attempt];
    if (delay === undefined) return deps.onStatus({ kind: 'closed', reason: 'network' });
    await sleep(delay);
    if (disposed || mine !== run) return;
    await start(attempt + 1);
  }

  void start(0);
  return {
    send(data: string) {
      if (socket?.readyState === WebSocket.OPEN) socket.send(encoder.encode(data));
    },
    resize(cols: number, rows: number) {
      if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'resize', cols, rows }));
    },
    /** After a close: a new ticket, a new socket. */
    reconnect() {
      socket?.close();
      void start(0);
    },
    dispose() {
      disposed = true;
      socket?.close();
    },
  };
}
