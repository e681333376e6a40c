import type { Command } from '../command';
import { balance } from './balance';
import { logs, ls, release, start, stop } from './instances';
import { login, logout } from './login';
import { offers } from './offers';
import { rent } from './rent';
import { ssh } from './ssh';

/** Every command, in the order `gpucloud --help` lists them. */
export const COMMANDS: readonly Command[] = [
  login,
  logout,
  offers,
  rent,
  ls,
  ssh,
  stop,
  start,
  release,
  logs,
  balance,
];
