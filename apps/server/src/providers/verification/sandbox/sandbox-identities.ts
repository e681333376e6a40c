import { randomInt } from 'node:crypto';
import { residentIdCheckCharacter, usccCheckCharacter } from '@gpucloud/domain';

/**
 * What the sandbox "reads" from any image: a made-up person or company with valid numbers, new for
 * every check, so testers and journeys never collide on "one ID number verifies one account".
 */
const SURNAMES = ['张', '王', '李', '赵', '陈', '刘'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '磊', '洋', '艳'];

function pick<T>(items: readonly T[]): T {
  return items[randomInt(items.length)] as T;
}

export function sandboxPersonName(): string {
  return `${pick(SURNAMES)}${pick(GIVEN)}${pick(GIVEN)}`;
}

/** Beijing Dongcheng (110101), born between 1970 and 2005, any sequence, the right check character. */
export function sandboxIdNumber(): string {
  const born = new Date(Date.UTC(1970, 0, 1) + randomInt(0, 35 * 365) * 86_400_000);
  const date = born.toISOString().slice(0, 10).replace(/-/g, '');
  const first17 = `110101${date}${String(randomInt(0, 1000)).padStart(3, '0')}`;
  return `${first17}${residentIdCheckCharacter(first17)}`;
}

/** A company (91: enterprise registered by market regulation) in Beijing Haidian (110108). */
export function sandboxCreditCode(): string {
  const chars = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  const organisation = Array.from({ length: 9 }, () => chars[randomInt(chars.length)]).join('');
  const first17 = `91110108${organisation}`;
  return `${first17}${usccCheckCharacter(first17)}`;
}

export function sandboxCompanyName(): string {
  return `沙箱${pick(GIVEN)}${pick(GIVEN)}科技有限公司`;
}

/** YYYY-MM-DD of `date` moved by whole years. */
export function yearsFrom(date: Date, years: number): string {
  const moved = new Date(date);
  moved.setUTCFullYear(moved.getUTCFullYear() + years);
  return moved.toISOString().slice(0, 10);
}
