import type { InstanceRow } from '@gpucloud/contracts';
import type { InstanceAction } from '../rules';
import { AccessDialog } from './AccessDialog';
import { ChangeModeDialog } from './ChangeModeDialog';
import { ConfirmDialog } from './ConfirmDialog';
import { LogsDialog } from './LogsDialog';
import { NoGpuDialog } from './NoGpuDialog';
import { PasswordDialog } from './PasswordDialog';
import { ReinitDialog } from './ReinitDialog';
import { RenewDialog } from './RenewDialog';
import { ScreenshotDialog } from './ScreenshotDialog';
import { StopRefundDialog } from './StopRefundDialog';

/** Actions that open a dialog, plus the start refused for lack of GPUs. */
export type DialogAction = Exclude<InstanceAction, 'rdp' | 'start'> | 'startKept' | 'noGpu';

export function ActionDialog({
  action,
  row,
  onClose,
}: {
  action: DialogAction;
  row: InstanceRow;
  onClose: () => void;
}) {
  const props = { row, onClose };
  switch (action) {
    case 'access':
      return <AccessDialog {...props} />;
    case 'stop':
    case 'restart':
    case 'release':
    case 'startKept':
      return <ConfirmDialog {...props} action={action} />;
    case 'stopWithRefund':
      return <StopRefundDialog {...props} />;
    case 'renew':
      return <RenewDialog {...props} />;
    case 'changeMode':
      return <ChangeModeDialog {...props} />;
    case 'password':
      return <PasswordDialog {...props} />;
    case 'screenshot':
      return <ScreenshotDialog {...props} />;
    case 'reinit':
      return <ReinitDialog {...props} />;
    case 'logs':
      return <LogsDialog {...props} />;
    case 'noGpu':
      return <NoGpuDialog {...props} />;
  }
}
