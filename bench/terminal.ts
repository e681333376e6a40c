// The web terminal's bench (issue 40): open-to-prompt (ticket → socket open → first prompt byte) and
// the keystroke round trip (one byte sent, its echo read) over loopback against a real container of
// the base image. Prints milliseconds; the budget is open-to-prompt under one second.
import { performance } from 'node:perf_hooks';
import { startTerminalMachine } from '../apps/server/src/testing/terminal-machine';

const OPENS = Number(process.env.BENCH_TERMINAL_OPENS ?? 10);
const KEYSTROKES = Number(process.env.BENCH_TERMINAL_KEYSTROKES ?? 500);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}
const ms = (value: number) => `${value.toFixed(1)} ms`;

const machine = await startTerminalMachine('bench-term');
try {
  const opens: { ticketToOpen: number; openToPrompt: number; total: number }[] = [];
  for (let i = 0; i < OPENS; i += 1) {
    const started = performance.now();
    const terminal = await machine.open();
    const opened = performance.now();
    await terminal.waitFor(/[#$] $/);
    const prompted = performance.now();
    opens.push({
      ticketToOpen: opened - started,
      openToPrompt: prompted - opened,
      total: prompted - started,
    });
    terminal.socket.close();
  }
  const totals = opens.map((o) => o.total).sort((a, b) => a - b);
  const terminal = await machine.open();
  await terminal.waitFor(/[#$] $/);
  const trips: number[] = [];
  for (let i = 0; i < KEYSTROKES; i += 1) {
    if (i % 100 === 0) {
      // Ctrl+U empties the line now and then, so the line never wraps.
      terminal.type('\u0015');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const mark = terminal.output().length;
    const sent = performance.now();
    terminal.type('x');
    await terminal.waitFor('x', mark);
    trips.push(performance.now() - sent);
  }
  terminal.socket.close();
  trips.sort((a, b) => a - b);
  const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
  console.log(`terminal open-to-prompt over ${OPENS} opens (ticket → socket open → first prompt byte):`);
  console.log(
    `  p50 ${ms(percentile(totals, 50))}  p99 ${ms(percentile(totals, 99))}  (ticket + upgrade ${ms(mean(opens.map((o) => o.ticketToOpen)))}, shell start to prompt ${ms(mean(opens.map((o) => o.openToPrompt)))} on average)`,
  );
  console.log(`  budget: under 1000 ms: ${percentile(totals, 99) < 1000 ? 'met' : 'NOT met'}`);
  console.log(`keystroke round trip over ${KEYSTROKES} keystrokes (one byte out, its echo back, loopback):`);
  console.log(`  p50 ${ms(percentile(trips, 50))}  p99 ${ms(percentile(trips, 99))}`);
} finally {
  await machine.close();
}
