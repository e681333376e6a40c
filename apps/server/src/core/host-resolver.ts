import { lookup } from 'node:dns/promises';

/**
 * Turns a host name into the addresses it has now (every A and AAAA record). A webhook target is
 * checked on what this answers and then connected to at that checked address, never resolved a
 * second time (a DNS rebinding cannot slip a private address in between). Tests inject their own.
 */
export type HostResolver = (host: string) => Promise<string[]>;

export const systemHostResolver: HostResolver = async (host) => {
  const answers = await lookup(host, { all: true, verbatim: true });
  return answers.map((answer) => answer.address);
};
