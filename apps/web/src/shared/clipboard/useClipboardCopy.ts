import { useEffect, useMemo, useState } from 'react';
import { createCopiedFlag } from './copiedFlag';

/**
 * Copies `value` to the clipboard; `copied` reads true for 1500 ms after the last copy (SPEC §9).
 * Without a clipboard (an insecure page, a refused permission) nothing happens: the value stays
 * on the page to select.
 */
export function useClipboardCopy(value: string): { copied: boolean; copy: () => void } {
  const [copied, setCopied] = useState(false);
  const flag = useMemo(() => createCopiedFlag(setCopied), []);
  useEffect(() => () => flag.dispose(), [flag]);
  const copy = () => {
    // `navigator.clipboard` is missing on insecure pages: the throw becomes a rejection here.
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(value))
      .then(
        () => flag.mark(),
        () => undefined,
      );
  };
  return { copied, copy };
}
