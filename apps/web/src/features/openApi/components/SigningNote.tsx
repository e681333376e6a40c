import { SIGNED_REQUEST_HEADERS } from '@gpucloud/contracts';
import { Card } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './OpenApi.module.css';

/** Where the public API's own description is served (a plain link: the server answers it). */
export const OPENAPI_DOCUMENT_URL = '/openapi/v1/openapi.json';

/** The headers every signed request carries, as people write them (X-Access-Key, ...). */
const SIGNING_HEADERS = [
  SIGNED_REQUEST_HEADERS.accessKey,
  SIGNED_REQUEST_HEADERS.timestamp,
  SIGNED_REQUEST_HEADERS.nonce,
  SIGNED_REQUEST_HEADERS.signature,
].map((name) =>
  name.replace(/(^|-)([a-z])/g, (_match, dash: string, letter: string) => dash + letter.toUpperCase()),
);

/** How requests are signed and where the API is described; a sub-account is told what its keys may do. */
export function SigningNote({ subAccount }: { subAccount: boolean }) {
  const { t } = useTranslation('openApi');
  const titleId = useId();
  return (
    <Card className={styles.section} size="small">
      <section aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {t('signing.title')}
        </h2>
        <p className={styles.paragraph}>
          {t('signing.body')}{' '}
          {SIGNING_HEADERS.map((header, index) => (
            <span key={header}>
              {index > 0 && ', '}
              <code>{header}</code>
            </span>
          ))}
          .
        </p>
        <p className={styles.paragraph}>
          <a href={OPENAPI_DOCUMENT_URL} target="_blank" rel="noopener">
            {t('signing.document')}
          </a>{' '}
          <code className={styles.muted}>{OPENAPI_DOCUMENT_URL}</code>
        </p>
        {subAccount && <p className={styles.note}>{t('signing.subAccount')}</p>}
      </section>
    </Card>
  );
}
