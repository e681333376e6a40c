import { lazy, useEffect, useRef, useState } from 'react';
import { configureApiClient } from '../../api/client';
import { OptionalChunk } from '../ui/OptionalChunk';

// The dialog (antd's Modal and form) is fetched the first time a step-up is asked, not with the store.
const StepUpDialog = lazy(() =>
  import('./StepUpDialog').then((module) => ({ default: module.StepUpDialog })),
);

/**
 * The one place a guarded call's "step_up_required" is answered: the API client asks this host,
 * which opens the step-up dialog and tells the client whether to retry the call.
 */
export function StepUpHost() {
  const [open, setOpen] = useState(false);
  const settle = useRef<((proven: boolean) => void) | null>(null);

  useEffect(() => {
    configureApiClient({
      onStepUpRequired: () =>
        new Promise<boolean>((resolve) => {
          settle.current?.(false);
          settle.current = resolve;
          setOpen(true);
        }),
    });
    return () => configureApiClient({ onStepUpRequired: async () => false });
  }, []);

  const done = (proven: boolean) => {
    settle.current?.(proven);
    settle.current = null;
    setOpen(false);
  };

  // A dialog whose code cannot load proves nothing: the guarded call fails as refused.
  return open ? (
    <OptionalChunk onFailed={() => done(false)}>
      <StepUpDialog onDone={done} />
    </OptionalChunk>
  ) : null;
}
