import { useTranslation } from 'react-i18next';

/**
 * The header of a table's expand column, for screen readers only: antd leaves it empty, and an
 * empty header cell names nothing (axe: empty-table-header).
 */
export function ExpandColumnTitle() {
  const { t } = useTranslation();
  return <span className="sr-only">{t('common.rowDetails')}</span>;
}
