import { instancesRoutes as endpoints } from '@gpucloud/contracts';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../shared/ui/toast';
import { useInstanceCall } from '../hooks';
import { inPrepaidPeriod } from '../rules';
import type { DialogProps } from './types';

/** Actions that need only a yes: each names its call, its texts and whether it is dangerous. */
const CONFIRMED = {
  stop: { endpoint: endpoints.stop, title: 'stopTitle', body: 'stopBody', done: 'stopped', danger: true },
  restart: {
    endpoint: endpoints.restart,
    title: 'restartTitle',
    body: 'restartBody',
    done: 'restarted',
    danger: true,
  },
  release: {
    endpoint: endpoints.release,
    title: 'releaseTitle',
    body: 'releaseBody',
    done: 'released',
    danger: true,
  },
  // An expired (kept) instance starts again as pay-as-you-go: money, so it asks first.
  startKept: {
    endpoint: endpoints.startFromKeptDisk,
    title: 'startTitle',
    body: 'startKeptBody',
    done: 'started',
    danger: false,
  },
} as const;

export type ConfirmedAction = keyof typeof CONFIRMED;

export function ConfirmDialog({ row, onClose, action }: DialogProps & { action: ConfirmedAction }) {
  const { t } = useTranslation('instances');
  const toast = useToast();
  const spec = CONFIRMED[action];
  const call = useInstanceCall(spec.endpoint, { money: action === 'startKept' });
  const label = t(`actions.${action === 'startKept' ? 'start' : action}`);

  return (
    <Modal
      open
      title={t(`confirm.${spec.title}`, { name: row.Name })}
      onCancel={onClose}
      okText={label}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: spec.danger, loading: call.isPending }}
      onOk={() =>
        call.mutate(
          { instance_id: row.InstanceId },
          {
            onSuccess: () => {
              toast.success(t(`confirm.${spec.done}`, { name: row.Name }));
              onClose();
            },
          },
        )
      }
    >
      <p>{t(`confirm.${spec.body}`)}</p>
      {action === 'release' && inPrepaidPeriod(row, new Date()) && <p>{t('confirm.releasePartHour')}</p>}
    </Modal>
  );
}
