import { lazy, Suspense } from 'react';
import { appStore, useAppFlag } from '../shared/appStore';

const FastPayDialog = lazy(async () => ({ default: (await import('./FastPayDialog')).FastPayDialog }));

/** SPEC §8: the fast-pay prompt, opened by the app store's `showFastPay` flag. */
export function FastPayPrompt() {
  const open = useAppFlag('showFastPay');
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <FastPayDialog onClose={() => appStore.set({ showFastPay: false })} />
    </Suspense>
  );
}
