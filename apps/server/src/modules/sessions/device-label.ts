import { isIPv4, isIPv6 } from 'node:net';
import type { Language } from '@gpucloud/contracts';
import { type DeviceCode, deviceText } from '../../core/messaging/device-words';

/**
 * What a sign-in alert and the sessions list call a device and a network. A device is the browser
 * family and the system read from the user agent ("Chrome on Windows"): a browser update keeps it,
 * another browser or machine changes it. A network is the address's /24 (IPv4) or /48 (IPv6): a
 * home router's new address from the same provider usually keeps it.
 */

const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/MicroMessenger\//, 'WeChat'],
  [/Edg(?:e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/^curl\//, 'curl'],
];

const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const firstMatch = (text: string, table: ReadonlyArray<readonly [RegExp, string]>) =>
  table.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/**
 * The browser and system of a user agent, as codes a text stores; a client that is no known
 * browser is named by its first product token.
 */
export function deviceOf(userAgent: string): DeviceCode {
  const browser = firstMatch(userAgent, BROWSERS) ?? (userAgent.trim().split(/[\s/]/)[0]?.slice(0, 40) || '');
  return { browser, system: firstMatch(userAgent, SYSTEMS) };
}

/**
 * "Chrome on Windows" ("Windows 上的 Chrome" for a zh-CN reader). The English form is also the key
 * of a known sign-in.
 */
export function deviceLabel(userAgent: string, language: Language = 'en-US'): string {
  return deviceText(deviceOf(userAgent), language);
}

/** The /24 of an IPv4 address (IPv4 in IPv6 too) or the /48 of an IPv6 one; anything else as it is. */
export function networkOf(ip: string): string {
  const v4 = ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = ip.includes('::') && tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 3)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/48`;
}
