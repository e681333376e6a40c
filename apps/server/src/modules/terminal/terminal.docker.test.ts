import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTerminalMachine } from '../../testing/terminal-machine';

/** The web terminal into a real container of the base image on the local Docker engine. */
let machine: Awaited<ReturnType<typeof startTerminalMachine>>;

beforeAll(async () => {
  machine = await startTerminalMachine('term');
}, 120_000);
afterAll(async () => {
  await machine?.close();
}, 60_000);

describe('the web terminal on docker', () => {
  it('runs a login shell: arithmetic, Chinese text both ways, and the size it is told', async () => {
    const terminal = await machine.open({ cols: 100, rows: 30 });
    await terminal.waitFor(/[#$] $/);
    let mark = terminal.output().length;
    terminal.type('echo $((6*7))\r');
    await terminal.waitFor(/\r42\r\n/, mark);

    mark = terminal.output().length;
    terminal.type('echo 你好，世界 | wc -c\r');
    await terminal.waitFor('echo 你好，世界', mark);
    await terminal.waitFor(/\r16\r\n/, mark);

    mark = terminal.output().length;
    terminal.type('tput cols; stty size\r');
    await terminal.waitFor(/\r100\r\n30 100\r\n/, mark);

    terminal.socket.send(JSON.stringify({ type: 'resize', cols: 132, rows: 40 }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    mark = terminal.output().length;
    terminal.type('tput cols; stty size\r');
    await terminal.waitFor(/\r132\r\n40 132\r\n/, mark);

    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      terminal.socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    terminal.type('exit\r');
    expect(await closed).toEqual({ code: 4000, reason: 'exited' });
  });
});
