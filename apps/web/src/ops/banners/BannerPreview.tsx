import type { OpsBanner } from '@gpucloud/contracts';
import { useTranslation } from 'react-i18next';
import styles from './BannersPage.module.css';
import './i18n';

/** The banner as a reader of the staff member's language sees it: theirs, else the other language. */
export function BannerPreview({ banner }: { banner: OpsBanner }) {
  const { t, i18n } = useTranslation('opsBanners');
  const chineseFirst = i18n.language.startsWith('zh');
  const zh = { lang: 'zh-CN', title: banner.TitleZh, subtitle: banner.SubtitleZh };
  const en = { lang: 'en-US', title: banner.TitleEn, subtitle: banner.SubtitleEn };
  const [first, second] = chineseFirst ? [zh, en] : [en, zh];
  const shown = first.title.trim() ? first : second.title.trim() ? second : first;
  return (
    <div className={styles.preview} lang={shown.lang}>
      <strong className={styles.previewTitle}>{shown.title || t('untitled')}</strong>
      {shown.subtitle ? <span className={styles.previewSubtitle}>{shown.subtitle}</span> : null}
    </div>
  );
}
