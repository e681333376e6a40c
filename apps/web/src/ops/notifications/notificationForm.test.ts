import { opsSendNotificationRequest } from '@gpucloud/contracts';
import { describe, expect, it } from 'vitest';
import { audienceOf, type NotificationFormValues, notificationOf } from './notificationForm';

const base: NotificationFormValues = {
  target: 'level',
  phone: '13800001111',
  vip_level: 3,
  title: 'Gold week',
  original: 'Hello',
  also_message: false,
};

describe('the notification form', () => {
  it('sends only the field its target needs', () => {
    expect(audienceOf(base)).toEqual({ target: 'level', vip_level: 3 });
    expect(audienceOf({ ...base, target: 'user' })).toEqual({ target: 'user', phone: '13800001111' });
    expect(audienceOf({ ...base, target: 'all' })).toEqual({ target: 'all' });
  });

  it('makes a request the contract accepts', () => {
    const parsed = opsSendNotificationRequest.safeParse(
      notificationOf({ ...base, link: ' /console/coupon ' }),
    );
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ target: 'level', vip_level: 3, link: '/console/coupon' });
  });
});
