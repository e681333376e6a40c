import type { SoftwareProduct } from '@gpucloud/contracts';
import { Collapse } from 'antd';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../shared/i18n/pickText';
import { LazyMarkdown } from '../../../shared/markdown/LazyMarkdown';
import { PickedTextView } from '../../../shared/ui/TextLanguage';
import { ReleaseCard } from './ReleaseCard';
import { splitReleases } from './releases';
import styles from './Software.module.css';
import '../i18n';

/** A product: its description, the latest release per platform, and earlier versions folded away. */
export function ProductSection({ product }: { product: SoftwareProduct }) {
  const { t, i18n } = useTranslation('software');
  const name = pickText(i18n.language, product.name, product.name_en);
  const description = pickText(i18n.language, product.description, product.description_en);
  const { latest, older } = splitReleases(product.releases);
  const headingId = `software-${product.id}`;
  return (
    <section className={styles.product} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.productName}>
        <PickedTextView picked={name} />
      </h2>
      <PickedTextView picked={description} block>
        {(source) => <LazyMarkdown source={source} />}
      </PickedTextView>
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
