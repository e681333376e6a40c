import { INVOICE_ITEMS_MAX } from '@gpucloud/contracts';
import { formatYuan } from '@gpucloud/domain';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { InvoiceConditions, SelectionProblem } from '../selection';
import styles from './Invoices.module.css';

/** The chosen total, and what stands between it and an application (said as it changes). */
export function SelectionSummary({
  count,
  total,
  problem,
  conditions,
}: {
  count: number;
  /** Yuan with 2 decimals, grouped. */
  total: string;
  problem: SelectionProblem | null;
  conditions: Pick<InvoiceConditions, 'minimum' | 'available'>;
}) {
  const { t } = useTranslation('invoices');
  return (
    <div role="status" className={styles.selection}>
      <span>
        {t('apply.selectedTotal')}: <strong className={styles.figure}>¥{total}</strong>{' '}
        <Typography.Text type="secondary">({t('apply.selectedCount', { count })})</Typography.Text>
      </span>
      {problem && (
        <Typography.Text type={problem === 'none' ? 'secondary' : 'warning'}>
          {t(`apply.problems.${problem}`, {
            max: INVOICE_ITEMS_MAX,
            minimum: formatYuan(conditions.minimum, { grouped: true }),
            available: formatYuan(conditions.available, { grouped: true }),
          })}
        </Typography.Text>
      )}
    </div>
  );
}
