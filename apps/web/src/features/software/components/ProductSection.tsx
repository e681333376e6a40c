import type { SoftwareProduct } from '@gpucloud/contracts';
import { Collapse } from 'antd';
import { useTranslation } from 'react-i18next';
import { LazyMarkdown } from '../../../shared/markdown/LazyMarkdown';
import { ReleaseCard } from './ReleaseCard';
import { splitReleases } from './releases';
import styles from './Software.module.css';
import '../i18n';

/** A product: its description, the latest release per platform, and earlier versions folded away. */
export function ProductSection({ product }: { product: SoftwareProduct }) {
  const { t, i18n } = useTranslation('software');
  const chinese = i18n.language.startsWith('zh');
  const name = chinese ? product.name || product.name_en : product.name_en || product.name;
  const description = chinese
    ? product.description || product.description_en
    : product.description_en || product.description;
  const { latest, older } = splitReleases(product.releases);
  const headingId = `software-${product.id}`;
  return (
    <section className={styles.product} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.productName}>
        {name}
      </h2>
      <LazyMarkdown source={description} />
      <h3 className={styles.subhead}>{t('latest')}</h3>
      <div className={styles.releases}>
        {latest.map((release) => (
          <ReleaseCard key={release.id} release={release} showNotes />
        ))}
      </div>
      {older.length > 0 ? (
        <Collapse
          className={styles.history}
          items={[
            {
              key: 'history',
              label: t('history', { count: older.length }),
              children: (
                <div className={styles.releases}>
                  {older.map((release) => (
                    <ReleaseCard key={release.id} release={release} showNotes />
                  ))}
                </div>
              ),
            },
          ]}
        />
      ) : null}
    </section>
  );
}
