import type { Agreement } from '@gpucloud/contracts';
import { type PickedText, pickText } from '../i18n/pickText';

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

/** The same, each text with the language it is in, for the reader pages' "Only in ..." mark. */
export function agreementPicked(
  agreement: Pick<Agreement, 'title' | 'title_en' | 'content' | 'content_en'>,
  language: string,
): { title: PickedText; content: PickedText } {
  return {
    title: pickText(language, agreement.title, agreement.title_en),
    content: pickText(language, agreement.content, agreement.content_en),
  };
}
