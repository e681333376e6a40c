import type { AccessKeyRow } from '@gpucloud/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { rowActions } from '../keyState';
import styles from './OpenApi.module.css';

export type KeyAction = 'disable' | 'enable' | 'rotate' | 'delete';

/** A row's buttons: disable or enable, rotate, delete (an expired key: delete only). */
export function KeyActions({
  row,
  onAction,
}: {
  row: AccessKeyRow;
  onAction: (action: KeyAction, row: AccessKeyRow) => void;
}) {
  const { t } = useTranslation('openApi');
  const { toggle, rotate } = rowActions(row);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled toolbar-like group of the row's buttons
    <div role="group" aria-label={t('actions.of', { name: row.Name })} className={styles.actions}>
      {toggle && (
        <Button size="small" onClick={() => onAction(toggle, row)}>
          {t(`actions.${toggle}`)}
        </Button>
      )}
      {rotate && (
        <Button size="small" onClick={() => onAction('rotate', row)}>
          {t('actions.rotate')}
        </Button>
      )}
      <Button size="small" danger onClick={() => onAction('delete', row)}>
        {t('actions.delete')}
      </Button>
    </div>
  );
}
