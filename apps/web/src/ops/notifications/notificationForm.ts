import type { NotificationTarget } from '@gpucloud/contracts';
import type { AudienceInput, NotificationInput } from './hooks';

export interface NotificationFormValues {
  target: NotificationTarget;
  phone?: string;
  vip_level?: 0 | 1 | 2 | 3 | 4;
  title: string;
  original: string;
  link?: string;
  also_message: boolean;
}

/** Only the field the target needs goes with it (a phone for one account, a level for a level). */
export function audienceOf(values: NotificationFormValues): AudienceInput {
  if (values.target === 'user') return { target: 'user', phone: values.phone ?? '' };
  if (values.target === 'level') return { target: 'level', vip_level: values.vip_level ?? 0 };
  return { target: 'all' };
}

export function notificationOf(values: NotificationFormValues): NotificationInput {
  return {
    ...audienceOf(values),
    title: values.title,
    original: values.original,
    link: values.link?.trim() ?? '',
    also_message: values.also_message,
  };
}
