import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useClipboardCopy } from '../../../shared/clipboard/useClipboardCopy';

/** Copies `value`; reads "Copied" for 1500 ms after the last copy (SPEC §9). `what` names it. */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const { t } = useTranslation('salesPartner');
  const { copied, copy } = useClipboardCopy(value);

  return (
    <Button
      size="small"
      icon={copied ? <CheckOutlined /> : <CopyOutlined />}
      aria-label={t(copied ? 'referral.copiedNamed' : 'referral.copyNamed', { what })}
      onClick={copy}
    >
      {t(copied ? 'referral.copied' : 'referral.copy')}
    </Button>
  );
}
