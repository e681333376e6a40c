import type { Language } from '@gpucloud/contracts';
import { REASONS_ZH_CN, STATES_ZH_CN } from './reasons';

/**
 * Refusal reasons in the reader's language. The English text the code throws is the one source; the
 * zh-CN catalogue is keyed by it, with `{name}` for the parts a reason fills in (ids, amounts,
 * limits). A reason built of parts is translated part by part: a known lead ("illegal request
 * body: ") and a field name ("phone: ") stay in front of the rest, and "a; b" lists of problems are
 * translated item by item. Field names and codes are the API's and stay as they are. A reason the
 * catalogue does not know stays English rather than half translated.
 */

interface Pattern {
  regex: RegExp;
  names: string[];
  template: string;
}

const PLACEHOLDER = /\{(\w+)\}/g;

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Placeholders that stand for a number (a limit, a count, GB): they match only digits. */
const NUMBERS = new Set(['max', 'min', 'count', 'n', 'gb', 'mb', 'seconds', 'days', 'left', 'tries', 'bits']);
const NUMBER = '(-?\\d[\\d.,]*)';
/** Any other value: never across the "; " of a list or the ": " after a field name. */
const VALUE = '((?:(?!: |; ).)+?)';

function compile(english: string, template: string): Pattern {
  const names: string[] = [];
  const source = english
    .split(PLACEHOLDER)
    .map((part, index) => {
      if (index % 2 === 0) return escapeRegex(part);
      names.push(part);
      return NUMBERS.has(part) ? NUMBER : part === 'reason' ? '(.+?)' : VALUE;
    })
    .join('');
  return { regex: new RegExp(`^${source}$`, 's'), names, template };
}

const EXACT = new Map<string, string>();
const PATTERNS: Pattern[] = [];
for (const [english, template] of Object.entries(REASONS_ZH_CN)) {
  if (english.includes('{')) PATTERNS.push(compile(english, template));
  else EXACT.set(english, template);
}
// The most literal text first, so "a {x} b c" is tried before "a {x}".
const literalLength = (pattern: Pattern) =>
  pattern.regex.source.replaceAll('(.+?)', '').replaceAll(NUMBER, '').replaceAll(VALUE, '').length;
PATTERNS.sort((a, b) => literalLength(b) - literalLength(a));

/** Leads that frame the rest of a reason: the lead is translated, the rest translated on its own. */
const LEADS: Array<[string, string]> = [
  ['illegal request body: ', '请求体有误：'],
  ['illegal request parameter: ', '请求参数有误：'],
  ['illegal request: ', '请求有误：'],
  ['signed request: ', '签名请求有误：'],
  ['permission denied: ', '无权操作：'],
];

/** An API field name as reasons name them: `phone`, `items.0.name`, `ports.2.port`. */
const FIELD = /^([\w.-]+): (.+)$/s;

/**
 * Parts the catalogue translates too: `{state}` is a word of STATES ("cancelled"), `{reason}` a
 * reason of its own. Every other part is a value (an id, an amount, a name) and stays as it is.
 */
function fillTemplate(pattern: Pattern, match: RegExpExecArray, depth: number): string {
  return pattern.template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = match[pattern.names.indexOf(name) + 1];
    if (value === undefined) return whole;
    if (name === 'state') return STATES_ZH_CN[value] ?? value;
    if (name === 'reason') return translate(value, depth + 1) ?? value;
    return value;
  });
}

function translate(text: string, depth: number): string | null {
  if (depth > 6) return null;
  const exact = EXACT.get(text);
  if (exact !== undefined) return exact;
  for (const pattern of PATTERNS) {
    const match = pattern.regex.exec(text);
    if (match) return fillTemplate(pattern, match, depth);
  }
  for (const [lead, zh] of LEADS) {
    if (text.startsWith(lead)) {
      const rest = translate(text.slice(lead.length), depth + 1);
      return rest === null ? null : zh + rest;
    }
  }
  const field = FIELD.exec(text);
  if (field?.[1] && field[2]) {
    const rest = translate(field[2], depth + 1);
    if (rest !== null) return `${field[1]}：${rest}`;
  }
  if (text.includes('; ')) {
    const parts = text.split('; ').map((part) => translate(part, depth + 1));
    if (parts.every((part) => part !== null)) return parts.join('；');
  }
  return null;
}

/** The reason in `language`: English as thrown, or its zh-CN text (English when none is known). */
export function translateReason(reason: string, language: Language): string {
  if (language !== 'zh-CN' || reason === '') return reason;
  return translate(reason, 0) ?? reason;
}

/** Whether the zh-CN catalogue reads this reason whole (the catalogue test asks it of every reason). */
export function hasZhReason(reason: string): boolean {
  return translate(reason, 0) !== null;
}
