import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { fetchEnvelope, holdAnswers } from './transport';

function setup() {
  const fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  const answer = (body: unknown) => fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body)));
  let release = () => {};
  const hydrated = new Promise<void>((resolve) => {
    release = resolve;
  });
  /** Whether a promise has settled by now (after the answers' own microtasks and a task). */
  const settled = async (promise: Promise<unknown>) => {
    let done = false;
    promise.then(
      () => (done = true),
      () => (done = true),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    return done;
  };
  return { fetchMock, answer, hydrated, release, settled };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('answers held while a painted first screen hydrates', () => {
  it('sends at once, and answers (or refuses) only once the hold ends', async () => {
    const { fetchMock, answer, hydrated, release, settled } = setup();
    holdAnswers(hydrated);
    answer({ status: 0, reason: '', data: { balance: 1 } });
    answer({ status: 2, reason: 'session expired', data: null });
    const data = fetchEnvelope('/api/a', { method: 'POST' });
    const refused = fetchEnvelope('/api/b', { method: 'POST' });
    refused.catch(() => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(await settled(data)).toBe(false);
    expect(await settled(refused)).toBe(false);

    release();
    await expect(data).resolves.toEqual({ balance: 1 });
    await expect(refused).rejects.toBeInstanceOf(ApiError);

    // After the hold, answers come as they arrive.
    answer({ status: 0, reason: '', data: 2 });
    const later = fetchEnvelope('/api/c', { method: 'POST' });
    expect(await settled(later)).toBe(true);
  });

  it('lets held answers go one at a time, in tasks of their own', async () => {
    const { answer, hydrated, release } = setup();
    holdAnswers(hydrated);
    answer({ status: 0, reason: '', data: 'first' });
    answer({ status: 0, reason: '', data: 'second' });
    const order: string[] = [];
    const first = fetchEnvelope<string>('/api/a', { method: 'POST' }).then((data) => order.push(data));
    const second = fetchEnvelope<string>('/api/b', { method: 'POST' }).then((data) => order.push(data));
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
    const seen: string[][] = [];
    for (let task = 0; task < 8; task += 1) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      seen.push([...order]);
    }
    await Promise.all([first, second]);
    expect(seen).toContainEqual(['first']);
    expect(order).toEqual(['first', 'second']);
  });
});
