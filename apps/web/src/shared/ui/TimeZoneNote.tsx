import { useTranslation } from 'react-i18next';

/**
 * Says which zone every date on the page is in: China time (UTC+8), the one zone shared/format.ts
 * writes (issue 38). At the foot of each layout, so every page that shows a date states it.
 */
export function TimeZoneNote() {
  const { t } = useTranslation();
  return (
    <p
      role="note"
      style={{ margin: '24px 0 0', color: 'rgba(0,0,0,0.65)', fontSize: 12, textAlign: 'center' }}
    >
      {t('shell.timeZone')}
    </p>
  );
}
