import type { UserInfo } from '@gpucloud/contracts';
import { deriveFunds } from '@gpucloud/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Columns } from '../../../shared/ui/Columns';
import { SectionTitle } from '../../../shared/ui/SectionTitle';
import { FundTile } from './FundTile';

/**
 * SPEC §6: main accounts see balance, vouchers and credit; sub-accounts their limit and its rest.
 * `mainAction` (the top-up link on the account page) sits beside a main account's title.
 */
export function FundsPanel({ info, mainAction }: { info: UserInfo; mainAction?: ReactNode }) {
  const { t } = useTranslation();
  if (info.SubAccount) {
    return (
      <section aria-label={t('account.subAccountFunds')}>
        <SectionTitle>{t('account.subAccountFunds')}</SectionTitle>
        <Columns layout="tiles">
          <FundTile label={t('account.moneyLimit')} yuan={info.SubAccount.MoneyLimit} />
          <FundTile label={t('account.moneyCanUse')} yuan={info.SubAccount.MoneyCanUse} highlight />
        </Columns>
      </section>
    );
  }

  const funds = deriveFunds(info);
  return (
    <section aria-label={t('account.funds')}>
      {mainAction ? (
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12 }}>
          <SectionTitle>{t('account.funds')}</SectionTitle>
          {mainAction}
        </div>
      ) : (
        <SectionTitle>{t('account.funds')}</SectionTitle>
      )}
      <Columns layout="tiles">
        <FundTile label={t('account.balance')} yuan={funds.displayMoney} highlight />
        <FundTile label={t('account.powerMoney')} yuan={info.PowerMoney ?? 0} />
        <FundTile label={t('account.creditQuota')} yuan={info.CreditMoneyQuota ?? 0} />
        <FundTile label={t('account.remainCreditMoney')} yuan={funds.remainCreditMoney} />
        <FundTile label={t('account.integratedMoney')} yuan={funds.integratedMoney} />
      </Columns>
    </section>
  );
}
