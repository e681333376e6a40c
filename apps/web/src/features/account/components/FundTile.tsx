import { Card, Typography } from 'antd';
import { useId } from 'react';
import { formatMoney } from '../../../shared/format';
import styles from './FundTile.module.css';

/** One amount with its label; a labelled group so people and tests can find it by name. */
export function FundTile({ label, yuan, highlight }: { label: string; yuan: number; highlight?: boolean }) {
  const labelId = useId();
  return (
    <Card size="small" className={styles.tile}>
      {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of read-only text, not form controls */}
      <div role="group" aria-labelledby={labelId}>
        <Typography.Text type="secondary" id={labelId}>
          {label}
        </Typography.Text>
        <div className={highlight ? `${styles.amount} ${styles.highlight}` : styles.amount}>
          {formatMoney(yuan)}
        </div>
      </div>
    </Card>
  );
}
