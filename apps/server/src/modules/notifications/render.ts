import type { Language } from '@gpucloud/contracts';
import { formatFen } from '@gpucloud/domain';
import type {
  Template,
  TemplateKey,
  TemplateParams,
  TemplateTable,
} from '../../core/messaging/template-params';
import { formatWords } from './system-text-words';
import { enUS } from './templates/en-US';
import { zhCN } from './templates/zh-CN';

export const TEMPLATES: Record<Language, TemplateTable> = { 'en-US': enUS, 'zh-CN': zhCN };

export interface RenderedText {
  title: string;
  body: string;
}

const PLACEHOLDER = /{(\w+)(?::(\w+))?}/g;
const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;

/** 'YYYY-MM-DD HH:MM' of an instant in Beijing (no DST). */
function clockText(at: Date): string {
  return new Date(at.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * A time in the product's time zone (China time, as the console shows every time) and its format,
 * 'YYYY-MM-DD HH:MM', named as such in each language: `{name:time}` and `{name:china}`.
 */
function formatTime(value: unknown, language: Language): string | null {
  const at = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(at.getTime())) return null;
  const text = clockText(at);
  return language === 'zh-CN' ? `${text}（北京时间）` : `${text} China time`;
}

/** What `{name:verification}` says of a verification kind, in each language. */
const VERIFICATION_KINDS: Record<Language, Record<string, string>> = {
  'en-US': { personal: 'personal', enterprise: 'enterprise', student: 'student' },
  'zh-CN': { personal: '个人实名', enterprise: '企业实名', student: '学生' },
};

/**
 * Fills `{name}`, `{name:time}`, `{name:china}`, `{name:fen}`, `{name:verification}` and the words
 * of system texts (`{mode:term}`, `{name:channel}`, `{name:resources}`, `{name:device}`, system-text-words.ts). A
 * parameter that is missing (a stored row older than its template) stays visible as its
 * placeholder rather than failing the whole list.
 */
function fill(text: string, params: Record<string, unknown>, language: Language): string {
  return text.replace(PLACEHOLDER, (whole, name: string, format: string | undefined) => {
    const value = params[name];
    if (value === undefined || value === null) return whole;
    if (format === 'time' || format === 'china') return formatTime(value, language) ?? whole;
    if (format === 'fen')
      return Number.isSafeInteger(value) ? formatFen(value as number, { grouped: true }) : whole;
    if (format === 'verification') return VERIFICATION_KINDS[language][String(value)] ?? whole;
    if (format !== undefined) return formatWords(format, name, params, language) ?? whole;
    return String(value);
  });
}

function renderTemplate(
  template: Template,
  params: Record<string, unknown>,
  language: Language,
): RenderedText {
  return { title: fill(template.title ?? '', params, language), body: fill(template.body, params, language) };
}

/** A text of a known key with its typed parameters, in `language`. */
export function render<K extends TemplateKey>(
  language: Language,
  key: K,
  params: TemplateParams[K],
): RenderedText {
  return renderTemplate(TEMPLATES[language][key], params, language);
}

export function isTemplateKey(key: string): key is TemplateKey {
  return Object.hasOwn(TEMPLATES['en-US'], key);
}

/**
 * A stored item (key and jsonb from the database, so neither is trusted): an unknown key answers
 * null, and the caller shows what the row holds instead.
 */
export function renderStored(language: Language, key: string, params: unknown): RenderedText | null {
  if (!isTemplateKey(key)) return null;
  const values = typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : {};
  return renderTemplate(TEMPLATES[language][key], values, language);
}

/**
 * What a row says in `language`: its stored system text (code and parameters) rendered, else the
 * text the row holds (written by a person, or older than the codes and not recognised).
 */
export function storedText(language: Language, code: string | null, params: unknown, text: string): string {
  return (code ? renderStored(language, code, params)?.body : undefined) ?? text;
}
