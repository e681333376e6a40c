import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { CHANGES_CHANNEL } from '../cache/change-announcements';
import { SESSION_CHANNEL } from './session-notifications';

/** Session revocations and the database's change announcements: what the in-memory caches follow. */
const CHANNELS = [SESSION_CHANNEL, CHANGES_CHANNEL] as const;
export type ListenedChannel = (typeof CHANNELS)[number];

function isListened(channel: string): channel is ListenedChannel {
  return (CHANNELS as readonly string[]).includes(channel);
}

/** Prefix of the listening connection's application_name: how a revoking process finds every listener. */
export const LISTENER_APPLICATION_PREFIX = 'gpucloud-sessions ';

const RECONNECT_FIRST_MS = 100;
const RECONNECT_MAX_MS = 5_000;

export interface ListenerEvents {
  /** LISTEN is active: from now on every committed notification reaches `onPayload`. */
  onUp(): void;
  /** The connection is gone: notifications may have been missed. */
  onDown(): void;
  onPayload(channel: ListenedChannel, payload: string): void;
}

/**
 * A dedicated PostgreSQL connection that LISTENs on the session and change channels and reconnects with a
 * growing pause when it drops. It names itself (application_name) only after LISTEN succeeded, so a
 * connection that carries the name is one that hears every notification committed after that.
 */
export class PgSessionListener {
  readonly name: string;
  #client: pg.Client | null = null;
  #closed = false;
  #retryMs = RECONNECT_FIRST_MS;
  #retryTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly connectionString: string,
    listenerId: string,
    private readonly events: ListenerEvents,
    private readonly log: FastifyBaseLogger,
  ) {
    this.name = `${LISTENER_APPLICATION_PREFIX}${listenerId}`;
  }

  get up(): boolean {
    return this.#client !== null;
  }

  /** The first attempt; later ones run in the background after a loss. */
  async start(): Promise<void> {
    await this.#connect();
  }

  /** Sends a query on the listening connection (acknowledgements go out in order with what was heard). */
  async query(text: string, values: unknown[]): Promise<void> {
    if (!this.#client) throw new Error('the session listener is not connected');
    await this.#client.query(text, values);
  }

  /** Stops listening for good (server shutdown); no reconnect follows. */
  async close(): Promise<void> {
    this.#closed = true;
    if (this.#retryTimer) clearTimeout(this.#retryTimer);
    const client = this.#client;
    this.#client = null;
    await client?.end().catch(() => undefined);
  }

  async #connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString, keepAlive: true });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      this.#lose(client, error);
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (message) => {
      if (isListened(message.channel) && message.payload)
        this.events.onPayload(message.channel, message.payload);
    });
    try {
      await client.connect();
      for (const channel of CHANNELS) await client.query(`LISTEN ${channel}`);
      await client.query(`select set_config('application_name', $1, false)`, [this.name]);
    } catch (error) {
      onLost(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (lost || this.#closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.#client = client;
    this.#retryMs = RECONNECT_FIRST_MS;
    this.events.onUp();
  }

  #lose(client: pg.Client, error: Error | undefined): void {
    const wasCurrent = this.#client === client;
    if (wasCurrent) this.#client = null;
    void client.end().catch(() => undefined);
    if (wasCurrent) this.events.onDown();
    if (this.#closed) return;
    this.log.warn(
      { err: error, retryMs: this.#retryMs },
      'session listener lost its connection: sessions and hot reads come from the database until it is back',
    );
    this.#retryTimer = setTimeout(() => {
      this.#retryTimer = null;
      void this.#connect();
    }, this.#retryMs);
    this.#retryTimer.unref();
    this.#retryMs = Math.min(this.#retryMs * 2, RECONNECT_MAX_MS);
  }
}
