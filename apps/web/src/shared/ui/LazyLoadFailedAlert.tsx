import { type ComponentProps, lazy, Suspense } from 'react';

const LoadFailedAlert = lazy(async () => ({ default: (await import('./LoadFailedAlert')).LoadFailedAlert }));

/**
 * LoadFailedAlert for a page whose first load should not carry antd's Alert (the store's): its code
 * comes only when a load has failed.
 */
export function LazyLoadFailedAlert(props: ComponentProps<typeof LoadFailedAlert>) {
  return (
    <Suspense fallback={null}>
      <LoadFailedAlert {...props} />
    </Suspense>
  );
}
