import type { Language } from '@gpucloud/contracts';

/**
 * A device as texts keep it (a new sign-in's alert): the browser, or another client's first product
 * token ('' when the user agent names none), and the system (null when unknown). Stored as these
 * names, never as a sentence, so each reader gets the device in their own language.
 */
export interface DeviceCode {
  browser: string;
  system: string | null;
}

/** Names that are not the same in every language; brands absent here read alike. */
const LOCAL_NAMES: Record<Language, Record<string, string>> = {
  'en-US': {},
  'zh-CN': { WeChat: '微信', 'Samsung Internet': '三星浏览器' },
};

const UNKNOWN_CLIENT: Record<Language, string> = { 'en-US': 'unknown client', 'zh-CN': '未知客户端' };

const nameIn = (name: string, language: Language) => LOCAL_NAMES[language][name] ?? name;

/** "Chrome on Windows", "Windows 上的 Chrome"; a client without a system is its name alone. */
export function deviceText(device: DeviceCode, language: Language): string {
  const name = device.browser ? nameIn(device.browser, language) : UNKNOWN_CLIENT[language];
  if (!device.system) return name;
  const system = nameIn(device.system, language);
  return language === 'zh-CN' ? `${system} 上的 ${name}` : `${name} on ${system}`;
}

/**
 * `{name:device}` of a stored text: a DeviceCode in the reader's language. A plain string (an alert
 * stored before devices were kept as codes) reads as it was written; anything else is null.
 */
export function deviceWords(value: unknown, language: Language): string | null {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null) return null;
  const { browser, system } = value as Record<string, unknown>;
  if (typeof browser !== 'string' || (system !== null && typeof system !== 'string')) return null;
  return deviceText({ browser, system }, language);
}
