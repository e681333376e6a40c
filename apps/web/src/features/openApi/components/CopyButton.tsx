import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useClipboardCopy } from '../../../shared/clipboard/useClipboardCopy';

/**
 * Copies `value`; for 1500 ms after the last copy it reads `copiedLabel` (SPEC §9). `label` names
 * the button for readers; `text`, when given, is shown beside the icon (otherwise the button is an icon).
 */
export function CopyButton({
  value,
  label,
  copiedLabel,
  text,
}: {
  value: string;
  label: string;
  copiedLabel: string;
  text?: { copy: string; copied: string };
}) {
  const { copied, copy } = useClipboardCopy(value);
  return (
    <Button
      size={text ? 'middle' : 'small'}
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
