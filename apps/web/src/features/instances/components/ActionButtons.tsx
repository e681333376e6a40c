import { instancesRoutes as endpoints, type InstanceRow } from '@gpucloud/contracts';
import { canDo } from '@gpucloud/domain';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/client';
import { formatPrice } from '../../../shared/format';
import { offersTerminal, terminalPath } from '../../../shared/instances/terminal';
import { useToast } from '../../../shared/ui/toast';
import type { DialogAction } from '../dialogs/ActionDialog';
import { useInstanceCall } from '../hooks';
import { monitorPath } from '../monitoring/routes';
import { downloadRdpFile } from '../rdpFile';
import {
  allowedActions,
  type InstanceAction,
  lacksFreeGpus,
  offersAutoStop,
  offersStartWithoutGpus,
  pluginsPath,
} from '../rules';
import styles from './InstanceCard.module.css';

const DANGER: readonly InstanceAction[] = ['stop', 'stopWithRefund', 'reinit', 'release'];
const PRIMARY: readonly InstanceAction[] = ['access', 'start', 'resume'];

/** Where the custom images are saved: the page's own dialog picks the stopped instance. */
const CUSTOM_IMAGES = '/console/customizeImage';

/** Actions that go to another page: links (drawn as the row's buttons), followed inside the app. */
function linkOf(action: InstanceAction, row: InstanceRow): string | null {
  if (action === 'plugins') return pluginsPath(row.Name);
  if (action === 'saveImage') return CUSTOM_IMAGES;
  return null;
}

/**
 * The buttons an instance's state allows, each named with the instance ("Stop gpu-1"). Starting a
 * shut-down instance and resuming a suspended one are immediate (a lack of GPUs opens the choices);
 * plugins and saving an image go to their pages; everything else opens its dialog.
 */
export function ActionButtons({ row, onOpen }: { row: InstanceRow; onOpen: (action: DialogAction) => void }) {
  const { t } = useTranslation('instances');
  const toast = useToast();
  const navigate = useNavigate();
  const start = useInstanceCall(endpoints.startFromShutdown);
  const resume = useInstanceCall(endpoints.resume);
  const [downloading, setDownloading] = useState(false);

  const onStartError = (error: Error) => {
    if (error instanceof ApiError && lacksFreeGpus(error.reason)) onOpen('noGpu');
  };

  const run = (action: InstanceAction) => {
    if (action === 'start' && canDo(row.Status, 'startKept')) return onOpen('startKept');
    if (action === 'start' || action === 'resume') {
      const call = action === 'start' ? start : resume;
      return call.mutate(
        { instance_id: row.InstanceId },
        {
          onSuccess: () =>
            toast.success(t(action === 'start' ? 'confirm.started' : 'confirm.resumed', { name: row.Name })),
          onError: onStartError,
        },
      );
    }
    if (action === 'rdp') {
      setDownloading(true);
      return void downloadRdpFile(row.InstanceId)
        .then((file) => toast.success(t('access.rdpSaved', { file })))
        .catch(() => {})
        .finally(() => setDownloading(false));
    }
    if (action === 'plugins' || action === 'saveImage') return;
    onOpen(action);
  };

  return (
    <div className={styles.actions}>
      {allowedActions(row).map((action) => {
        const label = t(`actions.${action}`);
        const to = linkOf(action, row);
        return (
          <Button
            key={action}
            size="small"
            type={PRIMARY.includes(action) ? 'primary' : 'default'}
            danger={DANGER.includes(action)}
            loading={
              (action === 'start' && start.isPending) ||
              (action === 'resume' && resume.isPending) ||
              (action === 'rdp' && downloading)
            }
            aria-label={t('named', { action: label, name: row.Name })}
            href={to ?? undefined}
            onClick={(event) => {
              if (to === null) return run(action);
              event.preventDefault();
              void navigate(to);
            }}
          >
            {label}
          </Button>
        );
      })}
      {offersStartWithoutGpus(row) && (
        <Button
          size="small"
          aria-label={t('named', { action: t('withoutGpus.action'), name: row.Name })}
          title={t('withoutGpus.price', { price: formatPrice(row.NoGpuHourlyCost ?? 0) })}
          onClick={() => onOpen('startWithoutGpus')}
        >
          {t('withoutGpus.action')}
          <span className={styles.noGpuPrice}>
            {t('withoutGpus.price', { price: formatPrice(row.NoGpuHourlyCost ?? 0) })}
          </span>
        </Button>
      )}
      {offersAutoStop(row) && (
        <Button
          size="small"
          aria-label={t('named', { action: t('autoStop.action'), name: row.Name })}
          onClick={() => onOpen('autoStop')}
        >
          {t('autoStop.action')}
        </Button>
      )}
      <Button
        size="small"
        aria-label={t('named', { action: t('actions.monitor'), name: row.Name })}
        href={monitorPath(row.InstanceId)}
        onClick={(event) => {
          event.preventDefault();
          void navigate(monitorPath(row.InstanceId));
        }}
      >
        {t('actions.monitor')}
      </Button>
      {offersTerminal(row) && (
        <Button
          size="small"
          aria-label={t('named', { action: t('actions.terminal'), name: row.Name })}
          href={terminalPath(row.InstanceId)}
          onClick={(event) => {
            event.preventDefault();
            void navigate(terminalPath(row.InstanceId));
          }}
        >
          {t('actions.terminal')}
        </Button>
      )}
    </div>
  );
}
