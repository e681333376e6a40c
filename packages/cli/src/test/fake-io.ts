import type { Io } from '../io';

export interface FakeAnswer {
  httpStatus?: number;
  body: unknown;
}

export const ok = (data: unknown): FakeAnswer => ({ body: { status: 0, reason: '', data } });
export const refused = (status: number, reason: string, httpStatus = 200): FakeAnswer => ({
  httpStatus,
  body: { status, reason, data: null },
});

/**
 * An Io with a fetch that answers by `METHOD path` (the last answer of a list repeats), capturing
 * stdout, stderr, the requests and the programs run.
 */
export function fakeIo(
  routes: Record<string, FakeAnswer | FakeAnswer[]>,
  options: { env?: Record<string, string>; secret?: string; tty?: boolean; exitCode?: number } = {},
) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const requests: Request[] = [];
  const programs: { command: string; args: readonly string[] }[] = [];
  const served = new Map<string, number>();
  const io: Io = {
    env: {
      GPUCLOUD_ENDPOINT: 'https://gpu.example.com',
      GPUCLOUD_ACCESS_KEY_ID: 'GCAKTEST',
      GPUCLOUD_SECRET: 's3cret',
      ...options.env,
    },
    platform: 'linux',
    home: '/home/test',
    out: (text) => stdout.push(text),
    err: (text) => stderr.push(text),
    stderrIsTty: options.tty ?? false,
    readSecret: async () => options.secret ?? '',
    runInteractive: async (command, args) => {
      programs.push({ command, args });
      return options.exitCode ?? 0;
    },
    fetch: async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      requests.push(request);
      const route = `${request.method} ${new URL(request.url).pathname}`;
      const answers = routes[route];
      if (!answers) throw new TypeError('fetch failed', { cause: new Error(`no route ${route}`) });
      const list = Array.isArray(answers) ? answers : [answers];
      const at = served.get(route) ?? 0;
      served.set(route, at + 1);
      const answer = list[Math.min(at, list.length - 1)] as FakeAnswer;
      return new Response(JSON.stringify(answer.body), { status: answer.httpStatus ?? 200 });
    },
  };
  return {
    io,
    requests,
    programs,
    stdout: () => stdout.join(''),
    stderr: () => stderr.join(''),
  };
}
