import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  type ReasonSource,
  readContractMessages,
  readDomainProblems,
  readReasonSources,
} from '../../testing/reason-sources';
import { hasZhReason } from './translate-reason';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Reasons the code passes on from where a reading of the source cannot follow them, each with
 * where its text comes from. A new one fails the test until it is read or listed here.
 */
const OPAQUE: Record<string, string> = {
  'core/http/framework-refusals.ts reason':
    "the HTTP parser's refusals (clientProblem), written before a request exists: English, though catalogued",
  "modules/sessions/login-gate.ts render(gate.language, 'account.login_disabled', {}).body":
    "rendered from the notification template 'account.login_disabled' in the account's language",
  'modules/instances/purchase.service.ts quote.couponProblem':
    "the domain's coupon checks (readDomainProblems)",
  'modules/workOrders/work-order-tickets.service.ts result.reason':
    "the domain's work-order lifecycle (readDomainProblems)",
  "modules/instances/plugins.service.ts error instanceof Error ? error.message : 'the provider refused'":
    "the compute provider's own words when it refuses a plugin",
  'providers/payments/sandbox/sandbox-gateway.ts outcome.reason':
    "the sandbox cashier's answer to its own page",
  'providers/payments/sandbox/sandbox-gateway.ts refusal.message':
    "the sandbox cashier's answer to its own page",
};

/** A pattern's `{}` values filled with a number, as the code fills in ids, amounts and limits. */
function untranslated(sources: ReasonSource[]): string[] {
  return sources.flatMap(({ site, patterns }) =>
    patterns
      // A branch that gives no reason ('' or "field: " and nothing) is one the code never throws.
      .filter((pattern) => pattern.trim() !== '' && !pattern.endsWith(': '))
      // zod's issues after the lead: the contracts' messages and zod's own, checked below and in translate-reason.test.
      .filter((pattern) => !/^illegal request (body|parameter): \{\}$/.test(pattern))
      .filter((pattern) => !hasZhReason(pattern.replaceAll('{}', '7')))
      .map((pattern) => `${site}  ${pattern}`),
  );
}

describe('every refusal reason has a zh-CN text', () => {
  it('reasons the server throws', { timeout: 300_000 }, () => {
    const { sources, opaque } = readReasonSources(here('../..'));
    expect(sources.length).toBeGreaterThan(300);
    expect(untranslated(sources)).toEqual([]);
    const unknown = opaque
      .map(({ site, expression }) => `${site.replace(/:\d+$/, '')} ${expression.replace(/\s+/g, ' ')}`)
      .filter((key) => !(key in OPAQUE));
    expect(unknown).toEqual([]);
  });

  it("messages the contracts give zod checks and the domain's checks answer", () => {
    const sources = [
      ...readContractMessages(here('../../../../../packages/contracts/src')),
      ...readDomainProblems(here('../../../../../packages/domain/src')),
    ];
    expect(sources.length).toBeGreaterThan(80);
    expect(untranslated(sources)).toEqual([]);
  });
});
