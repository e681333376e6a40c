import { type FleetHost, hostSetInterruptiblePriceRequest } from '@gpucloud/contracts';
import { HostOptionalPriceDialog } from './HostOptionalPriceDialog';
import { useSetHostInterruptiblePrice } from './hooks';

/**
 * Interruptible GPUs on a host (issue 44): the price per GPU-hour of an interruptible instance,
 * below the on-demand price, or an empty field to stop selling them (refused while some live there).
 */
export function HostInterruptiblePriceDialog({ host, onClose }: { host: FleetHost; onClose: () => void }) {
  return (
    <HostOptionalPriceDialog
      host={host}
      onClose={onClose}
      field="interruptible_price_per_gpu_hour"
      texts="hosts.interruptible"
      current={host.InterruptiblePricePerGpuHour}
      schema={hostSetInterruptiblePriceRequest.shape.interruptible_price_per_gpu_hour}
      mutation={useSetHostInterruptiblePrice()}
    />
  );
}
