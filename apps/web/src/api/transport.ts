import { REQUEST_TIMEOUT_MS } from '@gpucloud/contracts';
import { ApiError, HttpError, NetworkError } from './errors';

export interface Envelope {
  status: number;
  reason: string;
  data: unknown;
}

/** What a client makes of an answer that carries no envelope (the two APIs differ here, SPEC §8). */
export type NonEnvelopeError = (response: Response, json: unknown) => NetworkError | HttpError;

/**
 * Sends one request and reads the envelope both APIs answer with, on success and on 4xx/5xx alike:
 * resolves with `data` of `{status: 0}`, rejects with ApiError for any other status, NetworkError
 * when offline or past the timeout, or what `nonEnvelope` makes of an answer that is no envelope.
 * A caller's own signal cancels quietly (the AbortError passes through).
 */
export function fetchEnvelope<T>(
  url: string,
  init: RequestInit,
  nonEnvelope: NonEnvelopeError = badAnswer,
): Promise<T> {
  const answer = sendEnvelope<T>(url, init, nonEnvelope);
  if (!answersHeldUntil) return answer;
  return answer.then(
    async (data) => {
      await heldTurn();
      return data;
    },
    async (error: unknown) => {
      await heldTurn();
      throw error;
    },
  );
}

/** Set while the app hydrates a painted first screen (main.tsx): answers arriving meanwhile wait. */
let answersHeldUntil: Promise<void> | null = null;
/** The last held answer's turn: held answers go one at a time once the hold ends. */
let lastTurn: Promise<void> = Promise.resolve();

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * When a held answer may go: after the hold, and two tasks after the answer held before it, so the
 * renders they cause (a page's worth of cards at once) are tasks of their own, not one long one (TBT).
 */
function heldTurn(): Promise<void> {
  const hold = answersHeldUntil;
  if (!hold) return Promise.resolve();
  const turn = Promise.all([hold, lastTurn]).then(nextTask).then(nextTask);
  lastTurn = turn;
  return turn;
}

/**
 * Holds every answer of both APIs until `until` settles: requests still leave at once, but no answer
 * reaches the query cache before then. The app hydrates the server's paint with the cache the server
 * painted with (its seeds only): an answer arriving earlier would make the first render differ from
 * the paint, and React would throw the painted DOM away (issue 43).
 */
export function holdAnswers(until: Promise<void>): void {
  const hold = until.then(
    () => undefined,
    () => undefined,
  );
  answersHeldUntil = hold;
  void hold.then(() => {
    if (answersHeldUntil === hold) answersHeldUntil = null;
  });
}

async function sendEnvelope<T>(url: string, init: RequestInit, nonEnvelope: NonEnvelopeError): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const callerSignal = init.signal;
  if (callerSignal?.aborted) controller.abort();
  callerSignal?.addEventListener('abort', () => controller.abort(), { once: true });
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    const json: unknown = await response.json().catch(() => undefined);
    const envelope = asEnvelope(json);
    if (!envelope) throw nonEnvelope(response, json);
    if (envelope.status !== 0) throw new ApiError(envelope.status, envelope.reason);
    return envelope.data as T;
  } catch (error) {
    if (error instanceof ApiError || error instanceof NetworkError || error instanceof HttpError) throw error;
    if (callerSignal?.aborted) throw error;
    if (controller.signal.aborted) {
      throw new NetworkError('timeout', `timeout of ${REQUEST_TIMEOUT_MS}ms exceeded`);
    }
    throw new NetworkError('offline', error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
  }
}

function asEnvelope(json: unknown): Envelope | null {
  if (typeof json !== 'object' || json === null) return null;
  const { status, reason, data } = json as { status?: unknown; reason?: unknown; data?: unknown };
  if (typeof status !== 'number') return null;
  return { status, reason: typeof reason === 'string' ? reason : '', data };
}

/** The main API's reading of an answer without envelope: something between us and the server broke. */
export function badAnswer(response: Response, json: unknown): NetworkError {
  return json === undefined
    ? new NetworkError('bad-answer', `HTTP ${response.status} ${response.statusText}`.trim())
    : new NetworkError('bad-answer', `HTTP ${response.status}: unexpected answer`);
}

/** Query string of the defined values, `?`-prefixed when not empty. */
export function queryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}
