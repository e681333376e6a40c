import type { Language } from '@gpucloud/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguageCode } from '../i18n/detect';
import { languageOfText } from '../i18n/pickText';
import { Pill } from './Pill';

/** The language the page is shown in now, following the language switch. */
export function usePageLanguage(): Language {
  const { i18n } = useTranslation();
  return toLanguageCode(i18n.resolvedLanguage ?? i18n.language);
}

/**
 * The small "Only in English" / "仅中文" mark beside a text staff wrote in one language only,
 * shown when that language is not the page's; nothing otherwise.
 */
export function TextLanguageMark({ language }: { language: Language }) {
  const { t } = useTranslation();
  const page = usePageLanguage();
  if (language === page) return null;
  return (
    <Pill tone="gray">
      <span title={t(`textLanguage.onlyInHint.${language}`)}>{t(`textLanguage.onlyIn.${language}`)}</span>
    </Pill>
  );
}

/**
 * A text in the language the server gave it in: `lang` tells screen readers to read it in that
 * language when it is not the page's.
 */
export function InLanguage({
  language,
  children,
  block = false,
  className,
}: {
  language: Language;
  children: ReactNode;
  /** A block of text (a notice's body) rather than words in a line. */
  block?: boolean;
  className?: string;
}) {
  const page = usePageLanguage();
  const lang = language === page ? undefined : language;
  return block ? (
    <div lang={lang} className={className}>
      {children}
    </div>
  ) : (
    <span lang={lang} className={className}>
      {children}
    </span>
  );
}

/**
 * A text staff wrote in two fields, in the language `pickText` gave it in: `lang` on it where that
 * is not the page's, followed by the "Only in ..." mark.
 */
export function PickedTextView({
  picked,
  block = false,
  className,
  children,
}: {
  picked: { text: string; language: Language };
  block?: boolean;
  className?: string;
  /** Renders the text (markdown, a link...); the plain text otherwise. */
  children?: (text: string) => ReactNode;
}) {
  const page = usePageLanguage();
  const body = (
    <InLanguage language={picked.language} block={block} className={className}>
      {children ? children(picked.text) : picked.text}
    </InLanguage>
  );
  if (picked.language === page) return body;
  // A block (a body of markdown) is headed by its mark; words in a line are followed by it.
  return block ? (
    <>
      <p>
        <TextLanguageMark language={picked.language} />
      </p>
      {body}
    </>
  ) : (
    <>
      {body} <TextLanguageMark language={picked.language} />
    </>
  );
}

/**
 * A text staff keep in one field (a coupon's name, a dataset's licence), marked with the language
 * it is written in where that is not the page's (WCAG 3.1.2, language of parts).
 */
export function OneFieldText({ text }: { text: string }) {
  return <InLanguage language={languageOfText(text)}>{text}</InLanguage>;
}
