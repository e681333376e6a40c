import type { DatasetItem } from '@gpucloud/contracts';
import { datasetMountTarget } from '@gpucloud/contracts';
import { Collapse, Tag } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { pickText } from '../../../shared/i18n/pickText';
import { LazyMarkdown } from '../../../shared/markdown/LazyMarkdown';
import { formatSize } from '../../../shared/sizes';
import { OneFieldText, PickedTextView } from '../../../shared/ui/TextLanguage';
import styles from './Catalog.module.css';

/** One dataset: its name, size, licence, tags, where it mounts, and (on demand) its description and files. */
export function DatasetCard({ dataset }: { dataset: DatasetItem }) {
  const { t, i18n } = useTranslation('catalog');
  const headingId = useId();
  const zh = i18n.language;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        <PickedTextView picked={pickText(zh, dataset.Name, dataset.NameEn)} />
      </h2>
      <dl className={styles.facts}>
        <dt>{t('datasets.size')}</dt>
        <dd>{formatSize(dataset.SizeBytes)}</dd>
        <dt>{t('datasets.licence')}</dt>
        <dd>
          <OneFieldText text={dataset.Licence} />
        </dd>
        <dt>{t('datasets.mountedAt')}</dt>
        <dd>
          <code>{datasetMountTarget(dataset.Slug)}</code>
        </dd>
      </dl>
      <div className={styles.tags}>
        {dataset.Tags.map((tag) => (
          <Tag key={tag}>{tag}</Tag>
        ))}
      </div>
      <Collapse
        size="small"
        items={[
          {
            key: 'details',
            label: `${t('datasets.details')} · ${t('datasets.fileCount', { count: dataset.Files.length })}`,
            children: (
              <>
                <PickedTextView picked={pickText(zh, dataset.Description, dataset.DescriptionEn)} block>
                  {(source) => <LazyMarkdown source={source} />}
                </PickedTextView>
                <h3 className={styles.filterLabel}>{t('datasets.files')}</h3>
                <ul className={styles.files}>
                  {dataset.Files.map((file) => (
                    <li key={file.Name}>
                      {file.Name} · {formatSize(file.SizeBytes)}
                    </li>
                  ))}
                </ul>
              </>
            ),
          },
        ]}
      />
    </article>
  );
}
