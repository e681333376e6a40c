import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { isPassed } from '../checks';
import type { DocumentCheck } from '../hooks';
import { DocumentCheckField } from './DocumentCheckField';
import styles from './Verification.module.css';

/** The first step of both enterprise ways: the business licence read (OCR) until it passes. */
export function LicenseStep({ license, onNext }: { license: DocumentCheck; onNext: () => void }) {
  const { t } = useTranslation('verification');
  return (
    <section className={styles.card} aria-labelledby="license-step">
      <h2 id="license-step" className={styles.cardTitle}>
        {t('license.picker')}
      </h2>
      <p className={styles.muted}>{t('license.intro')}</p>
      <DocumentCheckField id="business-license" label={t('license.picker')} reading={license} />
      <div className={styles.actions}>
        <Button type="primary" disabled={!isPassed(license.check)} onClick={onNext}>
          {t('next')}
        </Button>
      </div>
    </section>
  );
}
