import type { Language } from '@gpucloud/contracts';
import { deviceWords } from '../../core/messaging/device-words';

/**
 * The words of stored system texts a person reads instead of the values the rows keep: a rental
 * term (`post_paid`, `daily` x3), a pay channel, a resize's resources, a name given in each language. Null when the value is not
 * one of them (a row older than these words): the placeholder stays visible.
 */

const TERMS: Record<Language, Record<string, (count: number) => string>> = {
  'en-US': {
    post_paid: () => 'post-paid',
    hourly: (n) => (n === 1 ? '1 hour' : `${n} hours`),
    daily: (n) => (n === 1 ? '1 day' : `${n} days`),
    monthly: (n) => (n === 1 ? '1 month' : `${n} months`),
  },
  'zh-CN': {
    post_paid: () => '后付费',
    hourly: (n) => `${n} 小时`,
    daily: (n) => `${n} 天`,
    monthly: (n) => `${n} 个月`,
  },
};

const CHANNELS: Record<Language, Record<string, string>> = {
  'en-US': { wechat: 'WeChat Pay', alipay: 'Alipay', bank: 'Bank transfer' },
  'zh-CN': { wechat: '微信支付', alipay: '支付宝', bank: '银行转账' },
};

/** Each resource of a resize: its name before the numbers (zh) or its unit after them (en). */
const RESOURCES: Record<Language, Record<string, (before: number, after: number) => string>> = {
  'en-US': {
    gpuCount: (a, b) => `${a} → ${b} GPUs`,
    cpuCores: (a, b) => `${a} → ${b} vCPUs`,
    memoryGb: (a, b) => `${a} → ${b} GB memory`,
    dataDiskGb: (a, b) => `${a} → ${b} GB disk`,
    bandwidthMbps: (a, b) => `${a} → ${b} Mbps`,
  },
  'zh-CN': {
    gpuCount: (a, b) => `GPU ${a} → ${b} 块`,
    cpuCores: (a, b) => `vCPU ${a} → ${b} 核`,
    memoryGb: (a, b) => `内存 ${a} → ${b} GB`,
    dataDiskGb: (a, b) => `数据盘 ${a} → ${b} GB`,
    bandwidthMbps: (a, b) => `带宽 ${a} → ${b} Mbps`,
  },
};

/** A staff adjustment's direction and pocket (`{name:direction}`, `{name:pocket}`). */
const ADJUSTMENT_WORDS: Record<Language, Record<'direction' | 'pocket', Record<string, string>>> = {
  'en-US': {
    direction: { credit: 'credit', debit: 'debit' },
    pocket: { balance: 'balance', vouchers: 'vouchers' },
  },
  'zh-CN': { direction: { credit: '增加', debit: '扣减' }, pocket: { balance: '余额', vouchers: '算力券' } },
};

const SEPARATOR: Record<Language, string> = { 'en-US': ', ', 'zh-CN': '，' };

/** A rental term in words: `{mode:term}` reads the mode and its `count`. */
export function termWords(mode: unknown, count: unknown, language: Language): string | null {
  const words = TERMS[language][String(mode)];
  const n = Number(count ?? 1);
  return words && Number.isSafeInteger(n) ? words(n) : null;
}

function resourceWords(value: unknown, language: Language): string | null {
  if (!Array.isArray(value)) return null;
  const parts: string[] = [];
  for (const step of value as unknown[]) {
    const { resource, before, after } = (step ?? {}) as Record<string, unknown>;
    const words = RESOURCES[language][String(resource)];
    if (!words || typeof before !== 'number' || typeof after !== 'number') return null;
    parts.push(words(before, after));
  }
  return parts.join(SEPARATOR[language]);
}

/** A name staff gave in each language (`{name:named}`): the reader's, else the other one. */
function namedWords(value: unknown, language: Language): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const names = value as Record<string, unknown>;
  const other: Language = language === 'zh-CN' ? 'en-US' : 'zh-CN';
  const name = [names[language], names[other]].find((text) => typeof text === 'string' && text !== '');
  return typeof name === 'string' ? name : null;
}

/** `{name:format}` for the formats of system texts; null for a format or value it does not know. */
export function formatWords(
  format: string,
  name: string,
  params: Record<string, unknown>,
  language: Language,
): string | null {
  const value = params[name];
  if (format === 'term') return termWords(value, params.count, language);
  if (format === 'channel') return CHANNELS[language][String(value)] ?? null;
  if (format === 'resources') return resourceWords(value, language);
  if (format === 'named') return namedWords(value, language);
  if (format === 'device') return deviceWords(value, language);
  if (format === 'direction' || format === 'pocket')
    return ADJUSTMENT_WORDS[language][format][String(value)] ?? null;
  return null;
}
