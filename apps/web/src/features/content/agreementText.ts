import type { Agreement } from '@gpucloud/contracts';

/** The title and markdown of an agreement in the reader's language (the other one if that is empty). */
export function agreementIn(
  agreement: Pick<Agreement, 'title' | 'title_en' | 'content' | 'content_en'>,
  language: string,
): { title: string; content: string } {
  const chinese = language.startsWith('zh');
  const pick = (zh: string, en: string) => (chinese ? zh || en : en || zh);
  return {
    title: pick(agreement.title, agreement.title_en),
    content: pick(agreement.content, agreement.content_en),
  };
}

/** A publication day as YYYY-MM-DD in the reader's time zone, the same in every language. */
export function publishedDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
