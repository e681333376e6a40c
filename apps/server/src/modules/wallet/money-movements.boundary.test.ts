import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One owner of money: the rows that hold money (wallets, the ledger, purchase orders, charged
 * hours, a sub-account's spending) are written only by the wallet repositories below, and only
 * the wallet's money movements call them. The movements are split by the clients they serve into
 * the files of modules/wallet/money-movements/; they are still one owner, of one module, so they
 * are named here one by one (a file added to that folder fails here until it is listed, on purpose).
 * A new writer anywhere else fails here.
 */
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const WRITERS = [
  'modules/wallet/money-movements.repository.ts',
  'modules/wallet/hour-charges.repository.ts',
  'modules/wallet/earnings.repository.ts',
];
const MOVEMENTS_DIR = 'modules/wallet/money-movements/';
const MOVEMENTS = [
  'adjustments.ts',
  'deposits.ts',
  'hour-charges.ts',
  'order-charges.ts',
  'outage-credits.ts',
  'partner-money.ts',
  'payer.ts',
  'references.ts',
  'refunds.ts',
  'storage-charges.ts',
  'top-up-refunds.ts',
  'voucher-purchases.ts',
  'wallet-settings.ts',
].map((name) => `${MOVEMENTS_DIR}${name}`);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [relative(SRC, path)] : [];
  });
}

const FILES = sourceFiles(SRC);
const isTest = (file: string) => file.endsWith('.test.ts');
/** The wallet module's own tests may drive the repository directly (its race and CHECK tests do). */
const mayImportWriters = (file: string) =>
  MOVEMENTS.includes(file) || (isTest(file) && file.startsWith('modules/wallet/'));

/** Code without comments, so a comment naming a table is not taken for a write. */
function codeOf(file: string): string {
  return readFileSync(join(SRC, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
}

function importsOf(file: string): string[] {
  const specifiers = [...codeOf(file).matchAll(/from\s+'(\.[^']+)'/g)].map((match) => match[1] ?? '');
  return specifiers.map((specifier) => relative(SRC, resolve(SRC, dirname(file), `${specifier}.ts`)));
}

const MONEY_WRITES: { name: string; pattern: RegExp }[] = [
  {
    name: 'drizzle write of a money table',
    pattern:
      /\.(insert|update|delete)\(\s*(wallets|walletLedger|orders|instanceCharges|storageCharges|partnerEarnings|partnerSettlements|partnerReferrals)\s*\)/,
  },
  { name: "drizzle write of a sub-account's spending", pattern: /\.set\(\s*\{[^}]*\bmoneyUsed\s*:/ },
  {
    name: 'SQL write of a money table',
    pattern:
      /\b(insert\s+into|update|delete\s+from)\s+(wallets|wallet_ledger|orders|instance_charges|storage_charges|partner_earnings|partner_settlements|partner_referrals)\b/i,
  },
  { name: "SQL write of a sub-account's spending", pattern: /\bmoney_used\s*=/i },
  {
    name: "drizzle write of a partner's earnings pockets",
    pattern: /\.set\(\s*\{[^}]*\b(pendingFen|withdrawableFen)\s*:/,
  },
  { name: "SQL write of a partner's earnings pockets", pattern: /\b(pending_fen|withdrawable_fen)\s*=/i },
];

function moneyWritesIn(file: string): string[] {
  const code = codeOf(file);
  return MONEY_WRITES.filter(({ pattern }) => pattern.test(code)).map(({ name }) => `${file}: ${name}`);
}

describe('money movements have one owner', () => {
  it('finds the writers and the money movements where this test expects them', () => {
    for (const file of [...WRITERS, ...MOVEMENTS]) expect(FILES).toContain(file);
    // The folder holds exactly the movements listed: none slips in unnamed.
    expect(FILES.filter((file) => file.startsWith(MOVEMENTS_DIR) && !isTest(file)).sort()).toEqual(
      [...MOVEMENTS].sort(),
    );
    for (const file of WRITERS) expect(moneyWritesIn(file).length, file).toBeGreaterThan(0);
    // The import resolution works: the movements' own imports of the writers are seen.
    expect(MOVEMENTS.flatMap(importsOf)).toEqual(expect.arrayContaining(WRITERS));
  });

  it('lets only the money movements import the writers of money rows', () => {
    const offenders = FILES.filter((file) => !mayImportWriters(file)).flatMap((file) =>
      importsOf(file)
        .filter((target) => WRITERS.includes(target))
        .map((target) => `${file} imports ${target}`),
    );
    expect(offenders).toEqual([]);
  });

  it('writes money rows nowhere but in the writers', () => {
    const offenders = FILES.filter((file) => !isTest(file) && !WRITERS.includes(file)).flatMap(moneyWritesIn);
    expect(offenders).toEqual([]);
  });

  it('recognises every kind of write it guards against', () => {
    const samples = [
      'await tx.update(wallets).set({ money: 0 })',
      'await db.insert(walletLedger).values(row)',
      'await tx.insert(orders).values(order)',
      'await tx.update(subAccounts).set({ note, moneyUsed: 0 })',
      'sql`update wallets set money = 0`',
      'sql`insert into wallet_ledger (user_id) values (1)`',
      'sql`update sub_accounts set money_used = 0`',
      'sql`insert into instance_charges (instance_id) values (1)`',
      'await tx.update(partners).set({ withdrawableFen: 0 })',
      'sql`update partners set pending_fen = 0`',
      'sql`insert into partner_earnings (kind) values (1)`',
    ];
    for (const sample of samples)
      expect(
        MONEY_WRITES.some(({ pattern }) => pattern.test(sample)),
        sample,
      ).toBe(true);
    expect(MONEY_WRITES.some(({ pattern }) => pattern.test('db.select().from(wallets)'))).toBe(false);
  });
});
