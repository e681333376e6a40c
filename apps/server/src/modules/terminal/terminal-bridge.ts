import { TERMINAL_CLOSE, type TerminalCloseReason, terminalResize } from '@gpucloud/contracts';
import type { WebSocket } from 'ws';
import type { MachineProcess } from '../../providers/compute/machine-shell';

/** Output waiting in the socket beyond this pauses the process's output (a slow browser slows `cat`). */
const HIGH_WATER_BYTES = 1 << 20;

export interface Bridge {
  /** Closes the socket with a reason (once) and drops the process. */
  close(reason: TerminalCloseReason): void;
  /** Resolves with the reason the terminal closed for ('network' when the client went without one). */
  closed: Promise<string>;
}

function inputOf(data: Buffer | ArrayBuffer | Buffer[]): Buffer {
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.isBuffer(data) ? data : Buffer.from(data);
}

/**
 * Joins a WebSocket and a terminal process: binary frames are keystrokes, the process's output goes
 * out as binary frames; a text frame is a control message (`{"type":"resize",…}`), or, when it is
 * none, input as well (a hand-typed client). The process ending closes the socket (with the reason
 * `whyEnded` gives: 'exited', or 'instance_stopped' when its machine went), the socket closing drops
 * the process.
 */
export function bridgeTerminal(
  socket: WebSocket,
  process: MachineProcess,
  whyEnded: () => Promise<TerminalCloseReason> = async () => 'exited',
): Bridge {
  let reason: string | null = null;
  let resolveClosed: (why: string) => void = () => undefined;
  const closed = new Promise<string>((resolve) => {
    resolveClosed = resolve;
  });
  const close = (why: TerminalCloseReason) => {
    if (reason !== null) return;
    reason = why;
    if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING)
      socket.close(TERMINAL_CLOSE[why], why);
    process.close();
  };

  process.stdout.on('data', (chunk: Buffer) => {
    if (socket.readyState !== socket.OPEN) return;
    socket.send(chunk, { binary: true });
    if (socket.bufferedAmount > HIGH_WATER_BYTES) {
      process.stdout.pause();
      const drain = setInterval(() => {
        if (socket.bufferedAmount > HIGH_WATER_BYTES && socket.readyState === socket.OPEN) return;
        clearInterval(drain);
        process.stdout.resume();
      }, 20);
    }
  });
  // A machine that stops ends its processes before its stop is reported: the caller tells why.
  process.stdout.once('end', () => {
    void whyEnded().then(close, () => close('exited'));
  });
  process.stdin.on('error', () => undefined);

  socket.on('message', (data, isBinary) => {
    const bytes = inputOf(data);
    if (!isBinary) {
      const control = controlOf(bytes);
      if (control) {
        process.resize({ cols: control.cols, rows: control.rows }).catch(() => undefined);
        return;
      }
    }
    if (process.stdin.writable) process.stdin.write(bytes);
  });
  socket.once('close', () => {
    if (reason === null) {
      reason = 'network';
      process.close();
    }
    resolveClosed(reason);
  });
  socket.on('error', () => undefined);
  return { close, closed };
}

function controlOf(bytes: Buffer) {
  if (bytes[0] !== 0x7b) return null;
  try {
    const parsed = terminalResize.safeParse(JSON.parse(bytes.toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
