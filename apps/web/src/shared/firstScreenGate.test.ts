import { describe, expect, it } from 'vitest';
import { createFirstScreenGate } from './firstScreenGate';

/** Whether a promise has settled by the time the microtasks queued so far have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
  return done;
}

describe('the first screen gate', () => {
  it('holds nothing on a page without a painted first screen', async () => {
    const gate = createFirstScreenGate(false, 0);
    expect(gate.holding()).toBe(false);
    expect(await settled(gate.after(Promise.resolve(1)))).toBe(true);
  });

  it("holds an answer until the root's first commit on a painted page without boundaries", async () => {
    const gate = createFirstScreenGate(true, 0);
    const answer = gate.after(Promise.resolve('store'));
    expect(await settled(answer)).toBe(false);
    gate.rootCommitted();
    expect(gate.holding()).toBe(false);
    await expect(answer).resolves.toBe('store');
  });

  it('waits for every painted Suspense boundary after the root, in any order', async () => {
    const gate = createFirstScreenGate(true, 2);
    const answer = gate.after(Promise.resolve('dashboard'));
    gate.boundaryCommitted();
    gate.rootCommitted();
    expect(await settled(answer)).toBe(false);
    gate.boundaryCommitted();
    await expect(answer).resolves.toBe('dashboard');
  });

  it('delivers a failure after the gate opens too, and opens on leaving the page', async () => {
    const gate = createFirstScreenGate(true, 1);
    const answer = gate.after(Promise.reject(new Error('refused')));
    expect(await settled(answer)).toBe(false);
    gate.open();
    await expect(answer).rejects.toThrow('refused');
  });
});
