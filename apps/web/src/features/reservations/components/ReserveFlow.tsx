import type { BareMetalConfig } from '@gpucloud/contracts';
import { ToastProvider } from '../../../shared/ui/toast';
import { ReserveDialog } from './ReserveDialog';

/**
 * The store's reservation dialog with the toasts it needs (the public pages mount none, to keep the
 * store's first load small). Stays mounted once opened, so the success toast outlives the dialog.
 */
export function ReserveFlow({ config, onClose }: { config: BareMetalConfig | null; onClose: () => void }) {
  return <ToastProvider>{config && <ReserveDialog config={config} onClose={onClose} />}</ToastProvider>;
}
