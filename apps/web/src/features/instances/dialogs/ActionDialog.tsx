import type { InstanceRow } from '@gpucloud/contracts';
import type { InstanceAction } from '../rules';
import { AccessDialog } from './AccessDialog';
import { AddDiskDialog } from './AddDiskDialog';
import { AutoStopDialog } from './AutoStopDialog';
import { BandwidthDialog } from './BandwidthDialog';
import { ChangeModeDialog } from './ChangeModeDialog';
import { ConfirmDialog } from './ConfirmDialog';
import { LogsDialog } from './LogsDialog';
import { NoGpuDialog } from './NoGpuDialog';
import { PasswordDialog } from './PasswordDialog';
import { ReinitDialog } from './ReinitDialog';
import { RenewDialog } from './RenewDialog';
import { ResizeDialog } from './ResizeDialog';
import { ScreenshotDialog } from './ScreenshotDialog';
import { StartWithoutGpusDialog } from './StartWithoutGpusDialog';
import { StopRefundDialog } from './StopRefundDialog';
import { SuspendDialog } from './SuspendDialog';

/** Actions the row does at once or by going to another page. */
export type DirectAction = 'rdp' | 'start' | 'resume' | 'plugins' | 'saveImage';

/** Actions that open a dialog, plus the start (or resume) refused for lack of GPUs, the start without GPUs and auto-stop. */
export type DialogAction =
  | Exclude<InstanceAction, DirectAction>
  | 'startKept'
  | 'noGpu'
  | 'startWithoutGpus'
  | 'autoStop';

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
    case 'autoStop':
      return <AutoStopDialog {...props} />;
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
    case 'resize':
      return <ResizeDialog {...props} />;
    case 'bandwidth':
      return <BandwidthDialog {...props} />;
    case 'addDisk':
      return <AddDiskDialog {...props} />;
    case 'suspend':
      return <SuspendDialog {...props} />;
    case 'noGpu':
      return <NoGpuDialog {...props} />;
    case 'startWithoutGpus':
      return <StartWithoutGpusDialog {...props} />;
  }
}
