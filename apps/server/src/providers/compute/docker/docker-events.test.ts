import { PassThrough } from 'node:stream';
import type Docker from 'dockerode';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { eventually } from '../../../testing/docker-engine';
import { type EngineEvent, followEngineEvents } from './docker-events';

/** An engine whose event streams the test writes, recording what each opening asked for. */
function scriptedEngine() {
  const streams: PassThrough[] = [];
  const asked: { since?: number; filters?: unknown }[] = [];
  const engine = {
    async getEvents(options: { since?: number; filters?: unknown }) {
      asked.push(options);
      const stream = new PassThrough();
      streams.push(stream);
      return stream;
    },
  };
  return { engine: engine as unknown as Docker, streams, asked };
}

const line = (action: string, key: string | null, time: number) =>
  `${JSON.stringify({ Type: 'container', Action: action, time, Actor: { Attributes: key ? { 'gpucloud.key': key } : {} } })}\n`;

describe('followEngineEvents', () => {
  it('reports our containers’ start, die and destroy, split across chunks, and nothing else', async () => {
    const { engine, streams, asked } = scriptedEngine();
    const seen: EngineEvent[] = [];
    const watch = followEngineEvents(engine, (event) => seen.push(event), pino({ level: 'silent' }));
    const stream = await eventually(() => streams[0]);
    expect(asked[0]?.filters).toEqual({
      type: ['container'],
      label: ['gpucloud.key'],
      event: ['start', 'die', 'destroy'],
    });
    const text =
      line('start', 'a', 100) + line('exec_start', 'a', 101) + line('die', null, 102) + line('die', 'a', 103);
    stream.write(text.slice(0, 30));
    stream.write(text.slice(30));
    await eventually(() => (seen.length === 2 ? seen : undefined));
    expect(seen).toEqual([
      { key: 'a', action: 'start' },
      { key: 'a', action: 'die' },
    ]);
    watch.close();
  });

  it('opens the stream again after it ends, from the last event it saw', async () => {
    const { engine, streams, asked } = scriptedEngine();
    const seen: EngineEvent[] = [];
    const watch = followEngineEvents(engine, (event) => seen.push(event), pino({ level: 'silent' }));
    const first = await eventually(() => streams[0]);
    first.write(line('die', 'b', 1_700_000_123));
    await eventually(() => seen[0]);
    first.end();
    const second = await eventually(() => streams[1], 5_000);
    expect(asked[1]?.since).toBe(1_700_000_123);
    second.write(line('destroy', 'b', 1_700_000_124));
    await eventually(() => seen[1]);
    expect(seen[1]).toEqual({ key: 'b', action: 'destroy' });
    watch.close();
    expect(second.destroyed).toBe(true);
  });

  it('asks an engine that stays away less and less often, and says so once in the log', async () => {
    vi.useFakeTimers();
    try {
      const asked: number[] = [];
      let failing = 3;
      const engine = {
        async getEvents() {
          asked.push(Date.now());
          if (failing-- > 0)
            throw Object.assign(new Error('connect ENOENT /run/engine.sock'), { code: 'ENOENT' });
          return new PassThrough();
        },
      };
      const warnings: string[] = [];
      const log = pino(
        { level: 'debug' },
        {
          write: (text: string) => {
            const record = JSON.parse(text) as { level: number; msg: string };
            if (record.level >= 40) warnings.push(record.msg);
          },
        },
      );
      const watch = followEngineEvents(engine as unknown as Docker, () => undefined, log);
      await vi.advanceTimersByTimeAsync(0);
      for (const wait of [1_000, 2_000, 4_000]) await vi.advanceTimersByTimeAsync(wait);
      expect(asked.slice(1).map((at, i) => at - (asked[i] ?? 0))).toEqual([1_000, 2_000, 4_000]);
      expect(warnings).toEqual(['docker event stream not open: retrying, less often']);
      watch.close();
    } finally {
      vi.useRealTimers();
    }
  });
});
