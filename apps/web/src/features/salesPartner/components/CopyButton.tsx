import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createCopiedFlag } from '../../instances/copiedFlag';

/** Copies `value`; reads "Copied" for 1500 ms after the last copy (SPEC §9). `what` names it. */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const { t } = useTranslation('salesPartner');
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
    <Button
      size="small"
      icon={copied ? <CheckOutlined /> : <CopyOutlined />}
      aria-label={t(copied ? 'referral.copiedNamed' : 'referral.copyNamed', { what })}
      onClick={() => void copy()}
    >
      {t(copied ? 'referral.copied' : 'referral.copy')}
    </Button>
  );
}
