import { ClockCircleOutlined, TeamOutlined } from '@ant-design/icons';
import type { PartnerInfo } from '@gpucloud/contracts';
import { Alert, Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appStore } from '../../../shared/appStore';
import { formatDateTime } from '../../../shared/format';
import { VERIFICATION_PATHS } from '../../../shared/routing/verificationPaths';
import type { PartnerStage } from '../partnerStage';
import { PartnerTerms } from './PartnerTerms';

const openPrompt = () => appStore.set({ showBecomeSalesPartnerModal: true });

/** The dashboard of someone who is no partner (yet): the programme, the wait, or the refusal. */
export function PartnerPrompt({
  info,
  stage,
}: {
  info: PartnerInfo;
  stage: Exclude<PartnerStage, 'approved'>;
}) {
  const { t } = useTranslation('partners');
  const heading = (text: string) => <h2 style={{ margin: 0, fontSize: 20, fontWeight: 500 }}>{text}</h2>;

  if (stage === 'applied')
    return (
      <Result
        icon={<ClockCircleOutlined aria-hidden />}
        title={heading(t('prompt.appliedTitle'))}
        subTitle={
          info.applied_at
            ? t('prompt.appliedOn', { date: formatDateTime(info.applied_at) })
            : t('prompt.appliedBody')
        }
      />
    );

  const verifyLink = <Link to={VERIFICATION_PATHS.select}>{t('prompt.verifyLink')}</Link>;
  return (
    <Result
      icon={<TeamOutlined aria-hidden />}
      title={heading(t(stage === 'refused' ? 'prompt.refusedTitle' : 'prompt.title'))}
      subTitle={t('prompt.body')}
      extra={
        info.verified ? (
          <Button type="primary" onClick={openPrompt}>
            {t(stage === 'refused' ? 'prompt.applyAgain' : 'prompt.open')}
          </Button>
        ) : (
          verifyLink
        )
      }
    >
      {stage === 'refused' && (
        <Alert
          type="error"
          showIcon
          title={t('prompt.refusedReason', { reason: info.reason || t('none') })}
          style={{ marginBottom: 16 }}
        />
      )}
      {!info.verified && (
        <Alert
          type="warning"
          showIcon
          title={t('prompt.verifyTitle')}
          description={t('prompt.verifyBody')}
          style={{ marginBottom: 16 }}
        />
      )}
      <PartnerTerms terms={info.terms} />
    </Result>
  );
}
