import type { InstanceRow } from '@gpucloud/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { announce } from '../../../shared/ui/liveAnnouncer';

/**
 * Has screen readers read an instance's new status when the list's polling brings one ("gpu-1:
 * Running"): the card changes without anything the reader did, so nothing else would say it. The
 * status the card first shows is not read: it is on the page with the card.
 */
export function useStatusAnnouncement(name: string, status: InstanceRow['Status']): void {
  const { t } = useTranslation('instances');
  const shown = useRef(status);
  useEffect(() => {
    if (shown.current === status) return;
    shown.current = status;
    announce(t('statusAnnouncement', { name, status: t(`statuses.${status}`) }));
  }, [name, status, t]);
}
