import { RightOutlined } from '@ant-design/icons';
import type { Banner } from '@gpucloud/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBanners } from '../../../shared/queries/notices';
import { InLanguage, TextLanguageMark } from '../../../shared/ui/TextLanguage';
import styles from './BannerCards.module.css';

/** Banner links are in-app paths or absolute URLs; the latter open in a new tab. */
function isExternal(link: string): boolean {
  return /^[a-z][a-z\d+.-]*:|^\/\//i.test(link);
}

function BannerCard({ banner, tone }: { banner: Banner; tone: number }) {
  const content = (
    <>
      <strong className={styles.title}>
        <InLanguage language={banner.Language}>{banner.Title}</InLanguage>{' '}
        <TextLanguageMark language={banner.Language} />
      </strong>
      <InLanguage language={banner.Language} className={styles.subtitle}>
        {banner.Subtitle}
      </InLanguage>
      <RightOutlined className={styles.arrow} aria-hidden />
    </>
  );
  const className = `${styles.card} ${styles[`tone${tone}`]}`;
  return isExternal(banner.Link) ? (
    <a href={banner.Link} target="_blank" rel="noopener noreferrer" className={className}>
      {content}
    </a>
  ) : (
    <Link to={banner.Link} className={className}>
      {content}
    </Link>
  );
}

/** The store's promotional cards from /app/get_banner_and_notice; nothing at all when there are none. */
export function BannerCards() {
  const { t } = useTranslation();
  const banners = useBanners();
  if (banners.isPending) return <div className={styles.placeholder} aria-hidden />;
  if (!banners.data?.length) return null;
  return (
    <section aria-label={t('notices.bannersLabel')}>
      <ul className={styles.grid}>
        {banners.data.map((banner, index) => (
          <li key={banner.Id}>
            <BannerCard banner={banner} tone={index % 3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
