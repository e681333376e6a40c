import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIN_CONTENT_ID } from './mainLandmark';

/**
 * "Skip to main content" (WCAG 2.4.1): the first thing Tab reaches on every layout, hidden until
 * focused. It moves focus to the layout's <main> itself instead of following the hash, which would
 * become a navigation of the router and leave a fragment in the address.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView({ block: 'start' });
  };
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className="skip-link" onClick={skip}>
      {t('common.skipToContent')}
    </a>
  );
}
