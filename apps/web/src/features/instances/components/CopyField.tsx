import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createCopiedFlag } from '../copiedFlag';
import styles from './CopyField.module.css';

/** A labelled value with a copy button that reads "Copied" for 1500 ms (SPEC §9). */
export function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('instances');
  const [copied, setCopied] = useState(false);
  const flag = useMemo(() => createCopiedFlag(setCopied), []);
  useEffect(() => () => flag.dispose(), [flag]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      flag.mark();
    } catch {
      // No clipboard (an insecure page or a refused permission): the value stays selectable.
    }
  };

  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>
        <code className={styles.value}>{value}</code>
        <Button
          size="small"
          icon={copied ? <CheckOutlined /> : <CopyOutlined />}
          aria-label={t(copied ? 'common.copiedNamed' : 'common.copyNamed', { what: label })}
          onClick={() => void copy()}
        >
          {t(copied ? 'common.copied' : 'common.copy')}
        </Button>
      </dd>
    </div>
  );
}
