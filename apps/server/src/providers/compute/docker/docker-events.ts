import type { Readable } from 'node:stream';
import type Docker from 'dockerode';
import type { FastifyBaseLogger } from 'fastify';
import { LABEL_KEY } from './docker-create-options';

/** A container of ours that started, died or was removed, as the engine's event stream says. */
export interface EngineEvent {
  key: string;
  action: 'start' | 'die' | 'destroy';
}

const ACTIONS: readonly string[] = ['start', 'die', 'destroy'] satisfies EngineEvent['action'][];
/** The first wait before reopening a stream; it doubles while the engine stays away, up to the most. */
const RECONNECT_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;

function eventOf(line: string): { event: EngineEvent | null; time: number | null } {
  const raw = JSON.parse(line) as {
    Action?: string;
    time?: number;
    Actor?: { Attributes?: Record<string, string> };
  };
  const key = raw.Actor?.Attributes?.[LABEL_KEY];
  const time = typeof raw.time === 'number' ? raw.time : null;
  if (!key || !raw.Action || !ACTIONS.includes(raw.Action)) return { event: null, time };
  return { event: { key, action: raw.Action as EngineEvent['action'] }, time };
}

/**
 * Follows one engine's container events for our labelled containers. The stream is reopened after
 * an error or an engine restart from the last event's time, so a gap is replayed; what still gets
 * lost (the engine down for long) is what the reconciler's inspections are for. An engine that stays
 * away is asked again after 1 s, 2 s, 4 s... up to every 30 s, and said so once in the log (the
 * reconciler records it on the host's row: reconcile.service.ts).
 */
export function followEngineEvents(
  engine: Docker,
  onEvent: (event: EngineEvent) => void,
  log: FastifyBaseLogger,
): { close(): void } {
  let closed = false;
  let stream: Readable | null = null;
  let timer: NodeJS.Timeout | null = null;
  let since = Math.floor(Date.now() / 1000);
  let failures = 0;

  const reconnect = () => {
    stream = null;
    if (closed || timer) return;
    const wait = Math.min(RECONNECT_MAX_MS, RECONNECT_MS * 2 ** Math.min(Math.max(failures - 1, 0), 5));
    timer = setTimeout(() => {
      timer = null;
      void open();
    }, wait);
    timer.unref();
  };

  async function open(): Promise<void> {
    try {
      const opened = (await engine.getEvents({
        since,
        filters: { type: ['container'], label: [LABEL_KEY], event: [...ACTIONS] },
      })) as Readable;
      if (closed) {
        opened.destroy();
        return;
      }
      stream = opened;
      failures = 0;
      let buffer = '';
      opened.on('data', (chunk: Buffer) => {
        buffer += chunk.toString('utf8');
        for (let end = buffer.indexOf('\n'); end >= 0; end = buffer.indexOf('\n')) {
          const line = buffer.slice(0, end).trim();
          buffer = buffer.slice(end + 1);
          if (!line) continue;
          const { event, time } = eventOf(line);
          if (time !== null) since = time;
          if (event) onEvent(event);
        }
      });
      opened.on('error', (error) => {
        log.warn({ err: error }, 'docker event stream broke: reconnecting');
        reconnect();
      });
      opened.on('end', reconnect);
    } catch (error) {
      if (failures === 0) log.warn({ err: error }, 'docker event stream not open: retrying, less often');
      else log.debug({ err: error, failures }, 'docker event stream still not open');
      failures += 1;
      reconnect();
    }
  }

  void open();
  return {
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      stream?.destroy();
    },
  };
}
