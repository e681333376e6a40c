import type { Language } from '@gpucloud/contracts';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import styles from './BilingualColumns.module.css';

interface BilingualColumnsProps {
  /** The fields of the English text and of the Chinese text. */
  english: ReactNode;
  chinese: ReactNode;
  /** The languages the text is not (completely) written in: each column says so. */
  missing: readonly Language[];
  /** What an empty language means for this text (e.g. it cannot be published without a mark). */
  missingHint?: string;
}

/**
 * The two languages of a text staff write, side by side on a desktop and one above the other on a
 * phone, each headed by its language and saying when it is not written yet.
 */
export function BilingualColumns({ english, chinese, missing, missingHint }: BilingualColumnsProps) {
  const { t } = useTranslation('ops');
  const id = useId();
  const column = (language: Language, fields: ReactNode) => {
    const name = t(`bilingual.languages.${language}`);
    const headingId = `${id}-${language}`;
    return (
      <section className={styles.column} aria-labelledby={headingId}>
        <div className={styles.head}>
          {/* h2: in a dialog it follows the page's h1 (a dialog's title is no heading level). */}
          <h2 id={headingId} className={styles.heading}>
            {name}
          </h2>
          {missing.includes(language) ? (
            <span className={styles.missing}>
              {t('bilingual.missing', { language: name })}
              {missingHint ? ` ${missingHint}` : ''}
            </span>
          ) : null}
        </div>
        {fields}
      </section>
    );
  };
  return (
    <div className={styles.columns}>
      {column('en-US', english)}
      {column('zh-CN', chinese)}
    </div>
  );
}
