import { spawn } from 'node:child_process';
import os from 'node:os';
import type { Env } from './config';

/** Everything the CLI touches outside itself, so tests drive it without a terminal or a network. */
export interface Io {
  env: Env;
  platform: NodeJS.Platform;
  home: string;
  out(text: string): void;
  err(text: string): void;
  /** Whether stderr is a terminal: progress is then one line redrawn in place. */
  stderrIsTty: boolean;
  /** The secret for `login`: typed at a hidden prompt on a terminal, else the first line of stdin. */
  readSecret(prompt: string): Promise<string>;
  /** Runs a program with the terminal handed over; resolves with its exit code. */
  runInteractive(command: string, args: readonly string[]): Promise<number>;
  fetch: typeof fetch;
}

async function readFirstLine(stream: NodeJS.ReadStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

/** A prompt whose typing is not echoed (raw mode), ended by Enter; Ctrl-C cancels. */
function readHidden(prompt: string): Promise<string> {
  const stdin = process.stdin;
  process.stderr.write(prompt);
  return new Promise((resolve, reject) => {
    let typed = '';
    const done = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n') return done();
        if (char === '\u0003') return done(new Error('cancelled'));
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}

export function processIo(): Io {
  return {
    env: process.env,
    platform: process.platform,
    home: os.homedir(),
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
    stderrIsTty: process.stderr.isTTY === true,
    readSecret: (prompt) => (process.stdin.isTTY ? readHidden(prompt) : readFirstLine(process.stdin)),
    runInteractive: (command, args) =>
      new Promise((resolve, reject) => {
        const child = spawn(command, args, { stdio: 'inherit' });
        child.once('error', reject);
        child.once('exit', (code, signal) =>
          resolve(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : 1)),
        );
      }),
    fetch: globalThis.fetch,
  };
}
