/**
 * The validity period printed on the back of a Chinese ID card, as Tencent's IDCardOCR reads it:
 * `2010.07.21-2020.07.21`, or `2015.03.02-长期` for a card that never expires (issued to people over 46).
 */
export interface ValidityPeriod {
  /** YYYY-MM-DD */
  validFrom: string;
  /** YYYY-MM-DD, or 'long-term' */
  validTo: string;
}

const LONG_TERM = '长期';
const PERIOD = /^\s*(\d{4}\.\d{2}\.\d{2})\s*-\s*(\d{4}\.\d{2}\.\d{2}|长期)\s*$/;

/** The period, or null when the text is not one (a misread card is refused, not guessed at). */
export function parseValidDate(text: string): ValidityPeriod | null {
  const match = PERIOD.exec(text);
  if (!match) return null;
  const [, from, to] = match as unknown as [string, string, string];
  const validFrom = isoDate(from);
  const validTo = to === LONG_TERM ? 'long-term' : isoDate(to);
  if (!validFrom || !validTo) return null;
  if (validTo !== 'long-term' && validTo <= validFrom) return null;
  return { validFrom, validTo };
}

/** `2010.07.21` → `2010-07-21`; null for a day the calendar does not have (`2010.02.30`). */
function isoDate(dotted: string): string | null {
  const [year, month, day] = dotted.split('.').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? dotted.replaceAll('.', '-') : null;
}
