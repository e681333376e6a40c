import type { GpuCloudClient } from '@gpucloud/sdk';
import type { Io } from './io';

/** One option of a command: parseArgs' type, its text for --help, and the value's name. */
export interface OptionSpec {
  type: 'string' | 'boolean';
  short?: string;
  description: string;
  /** Shown after the option in --help, e.g. `ID` in `--host ID`. */
  value?: string;
}

export interface Parsed {
  values: Record<string, string | boolean | undefined>;
  positionals: string[];
  /** What came after `--` (only ssh takes it). */
  rest: string[];
}

export interface Context {
  io: Io;
  json: boolean;
  /** A signed client with the stored or environment credentials (throws when there are none). */
  client(): Promise<GpuCloudClient>;
  /** The config directory and the --endpoint given on the command line (login needs both). */
  configDir: string;
  endpointOption: string | undefined;
}

export interface Command {
  name: string;
  summary: string;
  /** The arguments after the command's name, for --help: e.g. `<instance>`. */
  args: string;
  /** Names of the positionals it requires, in order. */
  positionals: readonly string[];
  options: Readonly<Record<string, OptionSpec>>;
  /** Whether it takes `-- ...` (ssh). */
  takesRest?: boolean;
  /** More lines for --help: examples, notes. */
  notes?: readonly string[];
  run(context: Context, parsed: Parsed): Promise<number>;
}

/** Options every command takes. */
export const GLOBAL_OPTIONS: Readonly<Record<string, OptionSpec>> = {
  endpoint: {
    type: 'string',
    value: 'URL',
    description: 'the server (else GPUCLOUD_ENDPOINT, else the one logged in to)',
  },
  json: { type: 'boolean', description: 'print the answer as JSON on stdout (errors as JSON on stderr)' },
  help: { type: 'boolean', short: 'h', description: 'show this help' },
};
