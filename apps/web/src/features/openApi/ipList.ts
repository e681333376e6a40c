import { ACCESS_KEY_LIMITS, accessKeyCreateRequest } from '@gpucloud/contracts';

/** The contract's own rule for one entry: an IPv4 or IPv6 address or CIDR range. */
const entryRule = accessKeyCreateRequest.shape.ip_allow_list.unwrap().element;

export type IpListResult =
  | { ok: true; entries: string[] }
  | { ok: false; issue: 'badLine'; line: number; text: string }
  | { ok: false; issue: 'tooMany'; max: number };

/**
 * Reads the allow-list textarea: one address or CIDR range a line, blank lines and repeats
 * skipped. The first line the contract would refuse is named (1-based), so the person can find it
 * before anything is sent; the server checks the same rule again.
 */
export function parseIpAllowList(text: string, max: number = ACCESS_KEY_LIMITS.ipAllowListMax): IpListResult {
  const entries: string[] = [];
  const lines = text.split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const entry = raw.trim();
    if (entry === '') continue;
    if (!entryRule.safeParse(entry).success)
      return { ok: false, issue: 'badLine', line: index + 1, text: entry };
    if (!entries.includes(entry)) entries.push(entry);
  }
  if (entries.length > max) return { ok: false, issue: 'tooMany', max };
  return { ok: true, entries };
}
