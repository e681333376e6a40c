import { describe, expect, it } from 'vitest';
import { NonceSpender, type SpendRequest } from './nonce-spender';
import type { NonceBatch, NonceStore, SpentNonces } from './nonce-store';

/** A store in memory that records each call and answers once the test lets it. */
function recordingStore(tokens: number) {
  const seen = new Set<string>();
  const calls: NonceBatch[] = [];
  const held: (() => void)[] = [];
  let left = tokens;
  const store: NonceStore = {
    spend(batch) {
      calls.push(batch);
      const fresh = batch.nonces.filter((nonce) => !seen.has(nonce));
      const taken = Math.min(left, fresh.length);
      left -= taken;
      for (const nonce of fresh.slice(0, taken)) seen.add(nonce);
      const answer: SpentNonces = { fresh, taken, level: taken < fresh.length ? 0.5 : null };
      return new Promise((resolve) => held.push(() => resolve(answer)));
    },
  };
  const answerAll = () => {
    for (const release of held.splice(0)) release();
  };
  return { store, calls, answerAll };
}

const request = (nonce: string, keyId = 1): SpendRequest => ({
  keyId,
  nonce,
  at: new Date('2026-11-30T08:00:00.000Z'),
  ip: '127.0.0.1',
  perMinute: 6,
});
const turn = () => new Promise((resolve) => setImmediate(resolve));
async function turnsUntil(done: () => boolean): Promise<void> {
  for (let turns = 0; turns < 10 && !done(); turns += 1) await turn();
}

describe('NonceSpender', () => {
  it('sends the requests of one key read in the same turn in one call, and those arriving meanwhile in the next', async () => {
    const { store, calls, answerAll } = recordingStore(100);
    const spender = new NonceSpender(store);
    const firstTurn = ['a', 'b', 'c'].map((nonce) => spender.spend(request(nonce)));
    await turn();
    expect(calls.map((call) => call.nonces)).toEqual([['a', 'b', 'c']]);
    const meanwhile = ['d', 'e'].map((nonce) => spender.spend(request(nonce)));
    await turn();
    // One call of a key on its way at a time: d and e wait for it.
    expect(calls).toHaveLength(1);
    answerAll();
    expect(await Promise.all(firstTurn)).toEqual([
      { kind: 'admitted' },
      { kind: 'admitted' },
      { kind: 'admitted' },
    ]);
    // The next call goes a turn or two after the answer.
    await turnsUntil(() => calls.length === 2);
    expect(calls.map((call) => call.nonces)).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
    ]);
    answerAll();
    expect(await Promise.all(meanwhile)).toEqual([{ kind: 'admitted' }, { kind: 'admitted' }]);
  });

  it('keeps keys apart, refuses a nonce twice in one batch, and limits the fresh ones past the tokens taken', async () => {
    const { store, calls, answerAll } = recordingStore(2);
    const spender = new NonceSpender(store);
    const outcomes = Promise.all([
      spender.spend(request('x')),
      spender.spend(request('x')),
      spender.spend(request('y')),
      spender.spend(request('z')),
      spender.spend(request('other', 2)),
    ]);
    await turn();
    expect(calls.map((call) => [call.keyId, call.nonces])).toEqual([
      [1, ['x', 'y', 'z']],
      [2, ['other']],
    ]);
    answerAll();
    // Two tokens: x and y are admitted, z waits (60 / 6 s a token, half of one there: 5 s).
    expect(await outcomes).toEqual([
      { kind: 'admitted' },
      { kind: 'replayed' },
      { kind: 'admitted' },
      { kind: 'limited', retryAfterSeconds: 5 },
      { kind: 'limited', retryAfterSeconds: 5 },
    ]);
  });

  it("fails every request of a batch whose call fails, and goes on with the key's next ones", async () => {
    let fail = true;
    const spender = new NonceSpender({
      spend: async (batch) => {
        if (fail) throw new Error('store down');
        return { fresh: [...batch.nonces], taken: batch.nonces.length, level: null };
      },
    });
    const failed = await Promise.allSettled([spender.spend(request('p')), spender.spend(request('q'))]);
    expect(failed.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await spender.spend(request('r'))).toEqual({ kind: 'admitted' });
  });
});
