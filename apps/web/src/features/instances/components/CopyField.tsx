import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useClipboardCopy } from '../../../shared/clipboard/useClipboardCopy';
import styles from './CopyField.module.css';

/** A labelled value with a copy button that reads "Copied" for 1500 ms (SPEC §9). */
export function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('instances');
  const { copied, copy } = useClipboardCopy(value);

  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>
        <code className={styles.value}>{value}</code>
        <Button
          size="small"
          icon={copied ? <CheckOutlined /> : <CopyOutlined />}
          aria-label={t(copied ? 'common.copiedNamed' : 'common.copyNamed', { what: label })}
          onClick={copy}
        >
          {t(copied ? 'common.copied' : 'common.copy')}
        </Button>
      </dd>
    </div>
  );
}
