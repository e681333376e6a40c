import { COPIED_FLAG_RESET_MS } from '@gpucloud/contracts';

/**
 * The "copied" state of a copy button (SPEC §9): set on copy, cleared 1500 ms after the LAST copy,
 * so copying twice in a row keeps it lit for the full time after the second.
 */
export function createCopiedFlag(onChange: (copied: boolean) => void, resetMs = COPIED_FLAG_RESET_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    mark() {
      clearTimeout(timer);
      onChange(true);
      timer = setTimeout(() => {
        timer = undefined;
        onChange(false);
      }, resetMs);
    },
    dispose() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
