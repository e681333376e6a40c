import { useTranslation } from 'react-i18next';

/**
 * The provider's page of a pending check: where the person does the face check, and where in the
 * sandbox a tester decides any check. It opens beside this page, which keeps polling.
 */
export function CheckPageLink({ url }: { url: string | null }) {
  const { t } = useTranslation('verification');
  if (!url) return null;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {t('openCheckPage')}
    </a>
  );
}
