import { useTranslation } from 'react-i18next';
import type { PageKey } from '../../../shared/routing/handle';
import { PageTitle as ConsolePageTitle } from '../../../shared/ui/PageTitle';

/** The page's document title and h1 from its shell title key, with an optional intro line. */
export function PageTitle({ page, intro }: { page: PageKey; intro?: string }) {
  const { t } = useTranslation();
  return <ConsolePageTitle title={t(`shell.pages.${page}`)}>{intro}</ConsolePageTitle>;
}
