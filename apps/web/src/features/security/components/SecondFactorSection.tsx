import { SafetyOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisableSecondFactor, useSecondFactorStatus } from '../hooks';
import { SecurityCard } from './SecurityCard';
import { TotpEnrolDialog } from './TotpEnrolDialog';

/** Two-step verification (issue 46): set up TOTP, or turn it off (after a step-up). */
export function SecondFactorSection() {
  const { t } = useTranslation('security');
  const status = useSecondFactorStatus();
  const disable = useDisableSecondFactor();
  const [enrolling, setEnrolling] = useState(false);
  const enabled = status.data?.Enabled === true;

  const description = !status.data
    ? t('secondFactor.description')
    : enabled
      ? t('secondFactor.on', { count: status.data.RecoveryCodesLeft })
      : t('secondFactor.off');
  const action = enabled ? (
    <Popconfirm
      title={t('secondFactor.turnOffConfirm')}
      okText={t('secondFactor.turnOff')}
      cancelText={t('cancel')}
      onConfirm={() => disable.mutateAsync().catch(() => {})}
    >
      <Button danger loading={disable.isPending}>
        {t('secondFactor.turnOff')}
      </Button>
    </Popconfirm>
  ) : (
    <Button onClick={() => setEnrolling(true)} disabled={!status.data}>
      {t('secondFactor.setUp')}
    </Button>
  );

  return (
    <>
      <SecurityCard
        id="second-factor"
        icon={<SafetyOutlined />}
        title={t('secondFactor.title')}
        description={description}
        action={action}
      />
      {enrolling && <TotpEnrolDialog onClose={() => setEnrolling(false)} />}
    </>
  );
}
