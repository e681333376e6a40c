import { MailOutlined, MobileOutlined } from '@ant-design/icons';
import type { AccountSettings } from '@gpucloud/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticeEmailDialog } from './NoticeEmailDialog';
import { NotifyPhoneDialog } from './NotifyPhoneDialog';
import { SecurityCard } from './SecurityCard';
import styles from './SecurityCard.module.css';

/** Where notices reach a main account: the notification phone and the notice email. */
export function ContactSections({ settings }: { settings: AccountSettings }) {
  const { t } = useTranslation('security');
  const [open, setOpen] = useState<'phone' | 'email' | null>(null);
  const close = () => setOpen(null);

  return (
    <>
      <SecurityCard
        id="notify-phone"
        icon={<MobileOutlined />}
        title={t('notifyPhone.title')}
        description={<CurrentValue value={settings.NotifyPhone} explanation={t('notifyPhone.description')} />}
        action={
          <Button
            onClick={() => setOpen('phone')}
            aria-label={t(settings.NotifyPhone ? 'notifyPhone.dialogTitle' : 'notifyPhone.setLabel')}
          >
            {settings.NotifyPhone ? t('change') : t('set')}
          </Button>
        }
      />
      <SecurityCard
        id="notice-email"
        icon={<MailOutlined />}
        title={t('noticeEmail.title')}
        description={<CurrentValue value={settings.NoticeEmail} explanation={t('noticeEmail.description')} />}
        action={
          <Button
            onClick={() => setOpen('email')}
            aria-label={t(settings.NoticeEmail ? 'noticeEmail.dialogTitle' : 'noticeEmail.setLabel')}
          >
            {settings.NoticeEmail ? t('change') : t('set')}
          </Button>
        }
      />
      {open === 'phone' && <NotifyPhoneDialog onClose={close} />}
      {open === 'email' && <NoticeEmailDialog current={settings.NoticeEmail} onClose={close} />}
    </>
  );
}

function CurrentValue({ value, explanation }: { value: string | null; explanation: string }) {
  const { t } = useTranslation('security');
  return (
    <>
      <div className={value ? styles.value : styles.unset}>{value ?? t('notSet')}</div>
      <div>{explanation}</div>
    </>
  );
}
