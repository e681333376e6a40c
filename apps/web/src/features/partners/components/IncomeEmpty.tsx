import { DesktopOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PARTNER_PATHS } from '../paths';

/** What machine partners are, for someone with no machine earning yet, and how to become one. */
export function IncomeEmpty({ partner }: { partner: boolean }) {
  const { t } = useTranslation('partners');
  return (
    <Result
      icon={<DesktopOutlined aria-hidden style={{ color: '#9aa5b8' }} />}
      title={<h2 style={{ margin: 0, fontSize: 20, fontWeight: 500 }}>{t('income.emptyTitle')}</h2>}
      subTitle={
        <>
          <p style={{ margin: '0 0 4px' }}>{t('income.emptyBody')}</p>
          <p style={{ margin: 0 }}>{t(partner ? 'income.emptyPartner' : 'income.emptyNotPartner')}</p>
        </>
      }
      extra={
        partner ? (
          <Link to={PARTNER_PATHS.workOrder}>{t('income.contact')}</Link>
        ) : (
          <Link to={PARTNER_PATHS.dashboard}>{t('withdrawals.toDashboard')}</Link>
        )
      }
    />
  );
}
