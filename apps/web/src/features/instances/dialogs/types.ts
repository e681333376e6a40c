import type { InstanceRow } from '@gpucloud/contracts';

/** What every action dialog gets: the instance and a way to close itself. */
export interface DialogProps {
  row: InstanceRow;
  onClose: () => void;
}
