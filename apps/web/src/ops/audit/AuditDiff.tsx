import { useTranslation } from 'react-i18next';
import styles from './AuditPage.module.css';
import { diffValues } from './auditDiff';

type Values = Record<string, unknown> | null;

/** The values before and after one write, field by field, the changed ones marked. */
export function AuditDiff({ before, after }: { before: Values; after: Values }) {
  const { t } = useTranslation('ops');
  const rows = diffValues(before, after);
  if (rows.length === 0) return <p className={styles.noValues}>{t('audit.diff.none')}</p>;
  const absent = <span className={styles.absent}>{t('audit.diff.absent')}</span>;
  return (
    <table className={styles.diff}>
      <caption>{t('audit.diff.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('audit.diff.field')}</th>
          <th scope="col">{t('audit.diff.before')}</th>
          <th scope="col">{t('audit.diff.after')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className={row.changed ? styles.changed : undefined}>
            <th scope="row">
              {row.key}
              {row.changed && <span className={styles.visuallyHidden}> ({t('audit.diff.changed')})</span>}
            </th>
            <td>{row.before === undefined ? absent : <code>{row.before}</code>}</td>
            <td>{row.after === undefined ? absent : <code>{row.after}</code>}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
