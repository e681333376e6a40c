import type { AutoStopSettings } from '@gpucloud/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** The small tag a card shows while an auto-stop rule is set: the time, the idle minutes or the command. */
export function AutoStopTag({ settings }: { settings: AutoStopSettings | undefined }) {
  const { t } = useTranslation('instances');
  if (!settings) return null;
  const parts = [
    settings.StopAtChina && t('autoStop.tagTime', { at: settings.StopAtChina }),
    settings.IdleMinutes && t('autoStop.tagIdle', { minutes: settings.IdleMinutes }),
    settings.Command && t('autoStop.tagCommand'),
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return <Tag color="blue">{parts.join(' · ')}</Tag>;
}
