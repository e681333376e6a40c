import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './TopBar.module.css';

export function BrandLink() {
  const { t } = useTranslation();
  return (
    <Link to="/store" className={styles.brand}>
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <span>{t('common.appName')}</span>
    </Link>
  );
}
