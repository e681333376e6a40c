import { type AutoStopSettings, autoStopRoutes } from '@gpucloud/contracts';
import { AUTO_STOP_LIMITS, chinaTimeText } from '@gpucloud/domain';
import { Button, Input, InputNumber, Modal, Spin } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { useToast } from '../../../shared/ui/toast';
import { useAutoStop, useInstanceCall } from '../hooks';
import styles from './AutoStopDialog.module.css';
import type { DialogProps } from './types';

const { idleMinutes, idleThreshold, commandLength } = AUTO_STOP_LIMITS;
type Rule = 'time' | 'idle' | 'command';

/** An hour from now, on the minute, as China time: what the time field offers first. */
function inAnHour(): string {
  return chinaTimeText(new Date(Date.now() + 3_600_000));
}

/**
 * An instance's auto-stop (issue 42): stop at a China time, after N idle minutes, or when a command
 * finishes. Each rule shows what is set with its own clear button; "Keep running" (the idle
 * warning's link lands here) counts idle time again from now.
 */
export function AutoStopDialog({ row, onClose }: DialogProps) {
  const { t } = useTranslation('instances');
  const settings = useAutoStop(row.InstanceId);

  return (
    <Modal
      open
      title={t('autoStop.title', { name: row.Name })}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
    >
      <p>{t('autoStop.intro')}</p>
      {settings.data ? (
        <AutoStopForms settings={settings.data} name={row.Name} />
      ) : (
        <Spin aria-label={t('common.loading')} />
      )}
    </Modal>
  );
}

function AutoStopForms({ settings, name }: { settings: AutoStopSettings; name: string }) {
  const { t } = useTranslation('instances');
  const toast = useToast();
  const ids = { time: useId(), minutes: useId(), threshold: useId(), command: useId() };
  const set = useInstanceCall(autoStopRoutes.set);
  const clear = useInstanceCall(autoStopRoutes.clear);
  const keep = useInstanceCall(autoStopRoutes.keepRunning);
  const [stopAt, setStopAt] = useState(settings.StopAtChina ?? inAnHour());
  const [minutes, setMinutes] = useState<number | null>(settings.IdleMinutes ?? 30);
  const [threshold, setThreshold] = useState<number | null>(settings.IdleThreshold ?? idleThreshold.default);
  const [command, setCommand] = useState('');
  const instance_id = settings.InstanceId;

  const save = (fields: Omit<Parameters<typeof set.mutate>[0], 'instance_id'>) =>
    set.mutate({ instance_id, ...fields }, { onSuccess: () => toast.success(t('autoStop.saved', { name })) });
  const clearRule = (rule: Rule) =>
    clear.mutate({ instance_id, rule }, { onSuccess: () => toast.success(t('autoStop.cleared')) });
  const clearButton = (rule: Rule, heading: string) => (
    <Button
      size="small"
      onClick={() => clearRule(rule)}
      aria-label={t('autoStop.clearNamed', { rule: heading })}
    >
      {t('autoStop.clear')}
    </Button>
  );

  return (
    <div className={styles.rules}>
      <section aria-labelledby={`${ids.time}-h`} className={styles.rule}>
        <h3 id={`${ids.time}-h`}>{t('autoStop.timeHeading')}</h3>
        <p className={styles.current}>
          {settings.StopAtChina ? t('autoStop.timeSet', { at: settings.StopAtChina }) : t('autoStop.none')}
          {settings.StopAtChina && clearButton('time', t('autoStop.timeHeading'))}
        </p>
        <label htmlFor={ids.time}>{t('autoStop.timeLabel')}</label>
        <div className={styles.row}>
          <Input id={ids.time} value={stopAt} onChange={(event) => setStopAt(event.target.value)} />
          <Button type="primary" loading={set.isPending} onClick={() => save({ stop_at: stopAt.trim() })}>
            {t('autoStop.save')}
          </Button>
        </div>
      </section>

      <section aria-labelledby={`${ids.minutes}-h`} className={styles.rule}>
        <h3 id={`${ids.minutes}-h`}>{t('autoStop.idleHeading')}</h3>
        <p className={styles.current}>
          {settings.IdleMinutes
            ? t('autoStop.idleSet', {
                minutes: settings.IdleMinutes,
                threshold: settings.IdleThreshold,
                from: settings.IdleCountFrom ? formatDateTime(settings.IdleCountFrom) : '',
              })
            : t('autoStop.none')}
          {settings.IdleMinutes && (
            <>
              <Button
                size="small"
                type="primary"
                loading={keep.isPending}
                onClick={() =>
                  keep.mutate(
                    { instance_id },
                    { onSuccess: () => toast.success(t('autoStop.keptRunning', { name })) },
                  )
                }
              >
                {t('autoStop.keepRunning')}
              </Button>
              {clearButton('idle', t('autoStop.idleHeading'))}
            </>
          )}
        </p>
        <p className={styles.hint}>{t('autoStop.idleRule')}</p>
        <div className={styles.row}>
          <span className={styles.field}>
            <label htmlFor={ids.minutes}>{t('autoStop.idleMinutes')}</label>
            <InputNumber
              id={ids.minutes}
              min={idleMinutes.min}
              max={idleMinutes.max}
              precision={0}
              value={minutes}
              onChange={setMinutes}
            />
          </span>
          <span className={styles.field}>
            <label htmlFor={ids.threshold}>{t('autoStop.idleThreshold')}</label>
            <InputNumber
              id={ids.threshold}
              min={idleThreshold.min}
              max={idleThreshold.max}
              precision={0}
              value={threshold}
              onChange={setThreshold}
            />
          </span>
          <Button
            type="primary"
            loading={set.isPending}
            disabled={minutes === null || threshold === null}
            onClick={() => save({ idle_minutes: minutes ?? 0, idle_threshold: threshold ?? 0 })}
          >
            {t('autoStop.save')}
          </Button>
        </div>
      </section>

      <section aria-labelledby={`${ids.command}-h`} className={styles.rule}>
        <h3 id={`${ids.command}-h`}>{t('autoStop.commandHeading')}</h3>
        <p className={styles.current}>
          {settings.Command
            ? t('autoStop.commandSet', {
                command: settings.Command,
                at: settings.CommandStartedAt ? formatDateTime(settings.CommandStartedAt) : '',
              })
            : t('autoStop.none')}
          {settings.Command && clearButton('command', t('autoStop.commandHeading'))}
        </p>
        <p className={styles.hint}>
          {settings.CommandSupported ? t('autoStop.commandRule') : t('autoStop.commandSimulated')}
        </p>
        <label htmlFor={ids.command}>{t('autoStop.commandLabel')}</label>
        <div className={styles.row}>
          {/* Fixed rows: autoSize writes a style attribute, which the page's CSP refuses. */}
          <Input.TextArea
            id={ids.command}
            value={command}
            maxLength={commandLength}
            rows={2}
            disabled={!settings.CommandSupported}
            onChange={(event) => setCommand(event.target.value)}
          />
          <Button
            type="primary"
            loading={set.isPending}
            disabled={!settings.CommandSupported || command.trim() === ''}
            onClick={() => save({ command })}
          >
            {t('autoStop.save')}
          </Button>
        </div>
      </section>
    </div>
  );
}
