import { DownloadOutlined } from '@ant-design/icons';
import type { SoftwareRelease } from '@gpucloud/contracts';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { publishedDay } from '../../../shared/format';
import { pickText } from '../../../shared/i18n/pickText';
import { LazyMarkdown } from '../../../shared/markdown/LazyMarkdown';
import { formatBytes } from '../../../shared/sizes';
import { PickedTextView } from '../../../shared/ui/TextLanguage';
import styles from './Software.module.css';
import '../i18n';

/** One release: platform, version, size, SHA-256 to copy, the download and its notes. */
export function ReleaseCard({ release, showNotes }: { release: SoftwareRelease; showNotes: boolean }) {
  const { t, i18n } = useTranslation('software');
  const notes = pickText(i18n.language, release.notes, release.notes_en);
  const label = `${t(`platforms.${release.platform}`)} · ${t(`arches.${release.arch}`)}`;
  return (
    <article className={styles.release} aria-label={`${label} ${release.version}`}>
      <header className={styles.releaseHead}>
        <strong>{label}</strong>
        <span>{t('release.version', { version: release.version })}</span>
        <span className={styles.muted}>
          {t('release.released', { date: publishedDay(release.released_at) })}
        </span>
      </header>
      <dl className={styles.facts}>
        <dt>{t('release.size')}</dt>
        <dd>{formatBytes(release.size)}</dd>
        <dt>{t('release.sha256')}</dt>
        <dd>
          <Typography.Text
            code
            className={styles.sha}
            copyable={{
              text: release.sha256,
              tooltips: [t('release.copySha', { file: release.file_name }), t('release.copied')],
            }}
          >
            {release.sha256}
          </Typography.Text>
        </dd>
      </dl>
      <Button
        type="primary"
        icon={<DownloadOutlined />}
        href={release.download_url}
        download={release.file_name}
        aria-label={t('release.downloadLabel', { file: release.file_name })}
      >
        {t('release.download')}
      </Button>
      <span className={styles.fileName}>{release.file_name}</span>
      {showNotes && notes.text ? (
        <details className={styles.notes}>
          <summary>{t('release.notes')}</summary>
          <PickedTextView picked={notes} block>
            {(source) => <LazyMarkdown source={source} />}
          </PickedTextView>
        </details>
      ) : null}
    </article>
  );
}
