import { Descriptions, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format';
import styles from './Agreements.module.css';
import type { OpsAgreementVersion } from './hooks';

/** The version customers read now: its titles, number, date and who published it. */
export function CurrentVersion({ version }: { version: OpsAgreementVersion }) {
  const { t } = useTranslation('opsAgreements');
  const items: DescriptionsProps['items'] = [
    { key: 'version', label: t('current.version'), children: version.version },
    { key: 'publishedAt', label: t('current.publishedAt'), children: formatDateTime(version.published_at) },
    {
      key: 'publishedBy',
      label: t('current.publishedBy'),
      children: version.published_by || t('firstVersion'),
    },
    { key: 'title', label: t('current.title'), children: version.title },
    { key: 'title_en', label: t('current.title_en'), children: version.title_en },
  ];
  return (
    <section aria-labelledby="agreement-current" className={styles.section}>
      <h2 id="agreement-current" className={styles.subhead}>
        {t('current.heading')}
      </h2>
      <Descriptions bordered size="small" column={{ xs: 1, md: 3 }} items={items} />
    </section>
  );
}
