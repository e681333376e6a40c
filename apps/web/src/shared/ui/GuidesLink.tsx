import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The in-app docs centre, where the store and the console send people for help (issue 18). */
export function GuidesLink() {
  const { t } = useTranslation();
  return <Link to="/docs">{t('common.guides')}</Link>;
}
