import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { pidLineTaker } from './docker-process-group';

describe('the pid line a command writes first (on stderr, or on its terminal)', () => {
  it('is taken off, even split across chunks, and the rest passes through untouched', async () => {
    const { stream, pid } = pidLineTaker();
    const rest = text(stream);
    stream.write(Buffer.from('4'));
    stream.write(Buffer.from('2\nfirst error\n'));
    stream.end(Buffer.from('second error\n'));
    expect(await pid).toBe(42);
    expect(await rest).toBe('first error\nsecond error\n');
  });

  it('is read from a terminal, whose lines end with CR LF', async () => {
    const { stream, pid } = pidLineTaker();
    const rest = text(stream);
    stream.end(Buffer.from('7\r\nroot@box:~# '));
    expect(await pid).toBe(7);
    expect(await rest).toBe('root@box:~# ');
  });

  it('is no pid when the first line is something else, and nothing is lost', async () => {
    const { stream, pid } = pidLineTaker();
    const rest = text(stream);
    stream.end(Buffer.from('sh: not a pid\nbut an error'));
    expect(await pid).toBeNull();
    expect(await rest).toBe('sh: not a pid\nbut an error');
  });
});
