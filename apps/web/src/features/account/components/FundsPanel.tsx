import type { UserInfo } from '@gpucloud/contracts';
import { deriveFunds } from '@gpucloud/domain';
import { Col, Row } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionTitle } from '../../../shared/ui/SectionTitle';
import { FundTile } from './FundTile';

/**
 * SPEC §6: main accounts see balance, vouchers and credit; sub-accounts their limit and its rest.
 * `mainAction` (the top-up link on the account page) sits beside a main account's title.
 */
export function FundsPanel({ info, mainAction }: { info: UserInfo; mainAction?: ReactNode }) {
  const { t } = useTranslation();
  const span = { xs: 12, lg: 8, xl: 6 } as const;

  if (info.SubAccount) {
    return (
      <section aria-label={t('account.subAccountFunds')}>
        <SectionTitle>{t('account.subAccountFunds')}</SectionTitle>
        <Row gutter={[16, 16]}>
          <Col {...span}>
            <FundTile label={t('account.moneyLimit')} yuan={info.SubAccount.MoneyLimit} />
          </Col>
          <Col {...span}>
            <FundTile label={t('account.moneyCanUse')} yuan={info.SubAccount.MoneyCanUse} highlight />
          </Col>
        </Row>
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
      <Row gutter={[16, 16]}>
        <Col {...span}>
          <FundTile label={t('account.balance')} yuan={funds.displayMoney} highlight />
        </Col>
        <Col {...span}>
          <FundTile label={t('account.powerMoney')} yuan={info.PowerMoney ?? 0} />
        </Col>
        <Col {...span}>
          <FundTile label={t('account.creditQuota')} yuan={info.CreditMoneyQuota ?? 0} />
        </Col>
        <Col {...span}>
          <FundTile label={t('account.remainCreditMoney')} yuan={funds.remainCreditMoney} />
        </Col>
        <Col {...span}>
          <FundTile label={t('account.integratedMoney')} yuan={funds.integratedMoney} />
        </Col>
      </Row>
    </section>
  );
}
