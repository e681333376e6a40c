import { formatFen } from '@gpucloud/domain';
import { Alert, Button, Radio, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format';
import { useInvoiceConditions } from '../hooks';
import {
  type InvoiceMode,
  rowsOf,
  selectedTotalFen,
  selectionProblem,
  standingSelection,
} from '../selection';
import { ApplyForm } from './ApplyForm';
import { InvoiceableTable } from './InvoiceableTable';
import styles from './Invoices.module.css';
import { SelectionSummary } from './SelectionSummary';

const MODES: readonly InvoiceMode[] = ['top_up', 'consumption'];

/** The "Apply" tab: what may be invoiced, the choice of top-ups or months, and the application. */
export function ApplyTab({ onApplied, onAddTitle }: { onApplied: () => void; onAddTitle: () => void }) {
  const { t } = useTranslation('invoices');
  const conditions = useInvoiceConditions();
  const [mode, setMode] = useState<InvoiceMode>('top_up');
  const [selected, setSelected] = useState<string[]>([]);

  if (conditions.isPending) return <Skeleton active />;
  if (conditions.isError)
    return (
      <Alert
        type="warning"
        showIcon
        title={t('apply.loadFailed')}
        description={conditions.error.message}
        action={<Button onClick={() => void conditions.refetch()}>{t('retry')}</Button>}
      />
    );

  const data = conditions.data;
  const rows = rowsOf(data, mode);
  const chosen = standingSelection(rows, selected);
  const totalFen = selectedTotalFen(rows, chosen);
  const problem = selectionProblem(data, chosen.length, totalFen);

  return (
    <>
      <section aria-label={t('apply.summaryLabel')}>
        <dl className={styles.figures}>
          <div>
            <dt>{t('apply.available')}</dt>
            <dd className={styles.figure}>{formatMoney(data.available)}</dd>
          </div>
          <div>
            <dt>{t('apply.minimum')}</dt>
            <dd className={styles.figure}>{formatMoney(data.minimum)}</dd>
          </div>
        </dl>
        <p className={styles.note}>{t('apply.rules')}</p>
      </section>
      <Radio.Group
        aria-label={t('apply.mode')}
        optionType="button"
        buttonStyle="solid"
        className={styles.modes}
        value={mode}
        onChange={(event) => {
          setMode(event.target.value as InvoiceMode);
          setSelected([]);
        }}
        options={MODES.map((value) => ({ value, label: t(`modes.${value}`) }))}
      />
      <InvoiceableTable
        mode={mode}
        rows={rows}
        available={data.available}
        selected={chosen}
        onSelect={setSelected}
      />
      <SelectionSummary
        count={chosen.length}
        total={formatFen(totalFen, { grouped: true })}
        problem={problem}
        conditions={data}
      />
      <ApplyForm
        conditions={data}
        mode={mode}
        refs={chosen}
        blocked={problem !== null}
        onAddTitle={onAddTitle}
        onApplied={() => {
          setSelected([]);
          onApplied();
        }}
      />
    </>
  );
}
