import { Alert, Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BANK_ACCOUNT } from '../bankAccount';

/**
 * Bank transfers have no QR (SPEC §4): the account to pay into, and how the money arrives —
 * not in real time; support credits it by hand once it has the transfer receipt.
 */
export function BankTransferDetails() {
  const { t } = useTranslation();
  const account = BANK_ACCOUNT;
  return (
    <Card size="small" title={<h3 style={{ margin: 0, fontSize: 15 }}>{t('wallet.bank.title')}</h3>}>
      {!account.configured && (
        <Alert type="warning" showIcon title={t('wallet.bank.placeholder')} style={{ marginBottom: 12 }} />
      )}
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'name', label: t('wallet.bank.accountName'), children: account.accountName },
          { key: 'bank', label: t('wallet.bank.bankName'), children: account.bankName },
          { key: 'branch', label: t('wallet.bank.branch'), children: account.branch },
          {
            key: 'number',
            label: t('wallet.bank.accountNumber'),
            children: (
              <Typography.Text copyable={{ text: account.accountNumber }}>
                {account.accountNumber}
              </Typography.Text>
            ),
          },
        ]}
      />
      <Alert
        type="info"
        showIcon
        title={t('wallet.bank.notRealTime')}
        description={
          <>
            {t('wallet.bank.howToCredit')}{' '}
            <Link to="/console/createWorkOrder">{t('wallet.bank.contactSupport')}</Link>
          </>
        }
      />
    </Card>
  );
}
