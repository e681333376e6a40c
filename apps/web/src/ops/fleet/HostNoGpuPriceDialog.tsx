import { type FleetHost, hostSetNoGpuPriceRequest } from '@gpucloud/contracts';
import { HostOptionalPriceDialog } from './HostOptionalPriceDialog';
import { useSetHostNoGpuPrice } from './hooks';

/**
 * No-GPU mode on a host (issue 42): the price per hour of an instance started without its GPUs, or
 * an empty field to stop offering it; running no-GPU instances keep the price they started at.
 */
export function HostNoGpuPriceDialog({ host, onClose }: { host: FleetHost; onClose: () => void }) {
  return (
    <HostOptionalPriceDialog
      host={host}
      onClose={onClose}
      field="no_gpu_price_per_hour"
      texts="hosts.noGpu"
      current={host.NoGpuPricePerHour}
      schema={hostSetNoGpuPriceRequest.shape.no_gpu_price_per_hour}
      mutation={useSetHostNoGpuPrice()}
    />
  );
}
