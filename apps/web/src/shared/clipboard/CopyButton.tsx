import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useClipboardCopy } from './useClipboardCopy';

/**
 * Copies `value`; for 1500 ms after the last copy it reads `copiedLabel` (SPEC §9). `label` names
 * the button for readers; `text`, when given, is shown beside the icon (otherwise the button is an
 * icon). Used by the access keys and the referral card.
 */
export function CopyButton({
  value,
  label,
  copiedLabel,
  text,
  size = text ? 'middle' : 'small',
}: {
  value: string;
  label: string;
  copiedLabel: string;
  text?: { copy: string; copied: string };
  size?: 'small' | 'middle';
}) {
  const { copied, copy } = useClipboardCopy(value);
  return (
    <Button
      size={size}
      type={text ? 'default' : 'text'}
      icon={copied ? <CheckOutlined aria-hidden /> : <CopyOutlined aria-hidden />}
      aria-label={copied ? copiedLabel : label}
      title={text ? undefined : label}
      onClick={copy}
    >
      {text && (copied ? text.copied : text.copy)}
    </Button>
  );
}
