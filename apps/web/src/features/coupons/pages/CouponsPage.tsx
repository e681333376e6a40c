import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MainAccountGate } from '../../../shared/ui/MainAccountGate';
import { PageTitle } from '../../../shared/ui/PageTitle';
import { ClaimCoupons } from '../components/ClaimCoupons';
import { MyCoupons } from '../components/MyCoupons';
import type { CouponFilter } from '../hooks';

const STATUSES: readonly CouponFilter[] = [-1, 0, 1, 2, 3];

/** /console/coupon: the caller's coupons and the coupons there are to claim (SPEC §2, §4). */
export function CouponsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'claim' ? 'claim' : 'mine';
  const statusParam = Number(params.get('status') ?? -1) as CouponFilter;
  const status = STATUSES.includes(statusParam) ? statusParam : -1;
  const page = Math.max(1, Number(params.get('page')) || 1);

  const update = (changes: Record<string, string | number | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, String(value));
    }
    setParams(next, { replace: true });
  };

  return (
    <>
      <PageTitle title={t('shell.pages.coupon')}>{t('coupons.intro')}</PageTitle>
      <MainAccountGate>
        {() => (
          <Tabs
            activeKey={tab}
            onChange={(key) => update({ tab: key === 'claim' ? 'claim' : null, page: null, status: null })}
            items={[
              {
                key: 'mine',
                label: t('coupons.tabs.mine'),
                children: (
                  <MyCoupons
                    status={status}
                    page={page}
                    onChange={(next) => update({ status: next.status ?? status, page: next.page ?? page })}
                  />
                ),
              },
              { key: 'claim', label: t('coupons.tabs.claim'), children: <ClaimCoupons /> },
            ]}
          />
        )}
      </MainAccountGate>
    </>
  );
}
