import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  connectTerminal,
  RETRY_DELAYS_MS,
  type TerminalStatus,
  type Ticket,
  TicketRefused,
} from './connection';

/** A socket the test opens, closes and reads, as the browser's would behave. */
class FakeSocket {
  binaryType = 'blob';
  readyState = 0;
  sent: (string | Uint8Array)[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: ArrayBuffer | string }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  constructor(readonly url: string) {}
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  drop(code: number, reason = '') {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
  send(data: string | Uint8Array) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
}

/** Lets the connection's promises (ticket, sleep) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function harness(tickets: (() => Promise<Ticket>)[] = []) {
  const sockets: FakeSocket[] = [];
  const statuses: TerminalStatus[] = [];
  const delays: number[] = [];
  let issued = 0;
  const ticket = vi.fn(async (): Promise<Ticket> => {
    issued += 1;
    const next = tickets.shift();
    if (next) return next();
    return { Ticket: `ticket-${issued}`, Path: '/api/terminal', InstanceName: 'gpu-1' };
  });
  const connection = connectTerminal({
    ticket,
    open: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
    size: () => ({ cols: 120, rows: 40 }),
    onData: () => undefined,
    onStatus: (status) => statuses.push(status),
    sleep: async (ms) => {
      delays.push(ms);
    },
  });
  return { connection, sockets, statuses, delays, ticket };
}

beforeEach(() => {
  vi.stubGlobal('window', { location: { protocol: 'https:', host: 'console.example' } });
  vi.stubGlobal('WebSocket', { OPEN: 1 });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('connectTerminal (issue 40: the web terminal reconnects after a drop, never after a final close)', () => {
  it('opens the socket with a ticket and the size, and sends keystrokes and resizes', async () => {
    const { connection, sockets, statuses } = harness();
    await settle();
    const [socket] = sockets;
    expect(socket?.url).toBe('wss://console.example/api/terminal?ticket=ticket-1&cols=120&rows=40');
    expect(socket?.binaryType).toBe('arraybuffer');
    socket?.open();
    expect(statuses).toEqual([{ kind: 'connecting' }, { kind: 'connected' }]);
    connection.send('ls\r');
    connection.resize(100, 30);
    expect(socket?.sent[0]).toEqual(new TextEncoder().encode('ls\r'));
    expect(socket?.sent[1]).toBe('{"type":"resize","cols":100,"rows":30}');
    connection.dispose();
  });

  it('after a drop without a reason, reconnects with a fresh ticket', async () => {
    const { connection, sockets, statuses, ticket, delays } = harness();
    await settle();
    sockets[0]?.open();
    sockets[0]?.drop(1006);
    await settle();
    expect(ticket).toHaveBeenCalledTimes(2);
    expect(delays).toEqual([RETRY_DELAYS_MS[0]]);
    expect(sockets).toHaveLength(2);
    expect(sockets[1]?.url).toContain('ticket=ticket-2');
    expect(statuses.at(-1)).toEqual({ kind: 'retrying', attempt: 1, max: RETRY_DELAYS_MS.length });
    sockets[1]?.open();
    expect(statuses.at(-1)).toEqual({ kind: 'connected' });
    connection.dispose();
  });

  it('reconnects after the server restarts (server_closing is not final)', async () => {
    const { connection, sockets } = harness();
    await settle();
    sockets[0]?.open();
    sockets[0]?.drop(4005, 'server_closing');
    await settle();
    expect(sockets).toHaveLength(2);
    connection.dispose();
  });

  it('does not reconnect after a final reason: it says why', async () => {
    for (const reason of ['instance_stopped', 'exited'] as const) {
      const { connection, sockets, statuses, ticket } = harness();
      await settle();
      sockets[0]?.open();
      sockets[0]?.drop(4001, reason);
      await settle();
      expect(ticket).toHaveBeenCalledTimes(1);
      expect(sockets).toHaveLength(1);
      expect(statuses.at(-1)).toEqual({ kind: 'closed', reason });
      connection.dispose();
    }
  });

  it('gives up after a few tries that never open, with backoff, and says the network failed', async () => {
    const { connection, sockets, statuses, delays } = harness();
    await settle();
    for (let index = 0; index <= RETRY_DELAYS_MS.length; index += 1) {
      sockets[index]?.drop(1006);
      await settle();
    }
    expect(delays).toEqual(RETRY_DELAYS_MS);
    expect(sockets).toHaveLength(RETRY_DELAYS_MS.length + 1);
    expect(statuses.at(-1)).toEqual({ kind: 'closed', reason: 'network' });
    connection.dispose();
  });

  it('explains a refused ticket and does not retry it; Reconnect starts over with a new ticket', async () => {
    const { connection, sockets, statuses, ticket } = harness([
      async () => {
        throw new TicketRefused('needsEngine');
      },
    ]);
    await settle();
    expect(sockets).toHaveLength(0);
    expect(statuses.at(-1)).toMatchObject({ kind: 'closed', reason: 'needsEngine' });
    connection.reconnect();
    await settle();
    expect(ticket).toHaveBeenCalledTimes(2);
    expect(sockets).toHaveLength(1);
    connection.dispose();
  });

  it('retries when asking for a ticket fails on the network', async () => {
    const { connection, sockets, delays } = harness([
      async () => {
        throw new TypeError('Failed to fetch');
      },
    ]);
    await settle();
    await settle();
    expect(delays).toEqual([RETRY_DELAYS_MS[0]]);
    expect(sockets).toHaveLength(1);
    connection.dispose();
  });

  it('does not reconnect once disposed', async () => {
    const { connection, sockets, ticket } = harness();
    await settle();
    sockets[0]?.open();
    connection.dispose();
    sockets[0]?.drop(1006);
    await settle();
    expect(ticket).toHaveBeenCalledTimes(1);
  });
});
