import { ClockCircleOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../wallet/components/PageTitle';

/**
 * /console/finance/withdrawRecords: withdrawals pay out sales-partner income and arrive with the
 * sales-partner programme. Until then the page says so plainly; balance and compute vouchers are
 * never withdrawn (SPEC §9).
 */
export function WithdrawRecordsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('shell.pages.withdrawRecords')} />
      <Result
        icon={<ClockCircleOutlined aria-hidden style={{ color: '#9aa5b8' }} />}
        title={<h2 style={{ margin: 0, fontSize: 20, fontWeight: 500 }}>{t('finance.withdraw.title')}</h2>}
        subTitle={
          <>
            <p style={{ margin: '0 0 4px' }}>{t('finance.withdraw.body')}</p>
            <p style={{ margin: 0 }}>{t('finance.withdraw.noCashOut')}</p>
          </>
        }
        extra={<Link to="/console/finance/expenseDetail">{t('finance.withdraw.toExpenses')}</Link>}
      />
    </>
  );
}
