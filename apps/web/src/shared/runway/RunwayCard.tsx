import type { Runway } from '@gpucloud/contracts';
import { Alert, Card, Skeleton, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatMoney } from '../format';
import { useRunway } from '../queries/wallet';
import { RUNWAY_NS } from './i18n';
import { spanParts } from './runwaySpan';
import { ThresholdForm } from './ThresholdForm';

/**
 * How long the balance, vouchers and credit last at the current burn (issue 44), with the
 * low-balance alert: set here where `editable` (the top-up page), else named with a link to it.
 */
export function RunwayCard({ editable }: { editable: boolean }) {
  const { t } = useTranslation(RUNWAY_NS);
  const runway = useRunway();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card
        size="small"
        title={
          <h2 id={headingId} style={{ margin: 0, fontSize: 15, fontWeight: 500 }}>
            {t('title')}
          </h2>
        }
      >
        {runway.isError ? (
          <Alert type="warning" showIcon message={t('loadFailed')} />
        ) : runway.data ? (
          <RunwayFacts runway={runway.data} editable={editable} />
        ) : (
          <Skeleton active paragraph={{ rows: 2 }} />
        )}
      </Card>
    </section>
  );
}

/** The runway's figures and the alert: the headline from the server's whole minutes. */
export function RunwayFacts({ runway, editable }: { runway: Runway; editable: boolean }) {
  const { t } = useTranslation(RUNWAY_NS);
  const minutes = runway.RunwayMinutes;
  const headline =
    minutes === null
      ? t('noCharges')
      : minutes === 0
        ? t('runOut')
        : t('about', {
            span: spanParts(minutes)
              .map((part) => t(part.unit, { count: part.count }))
              .join(' '),
          });
  return (
    <>
      <p style={{ fontSize: 20, fontWeight: 500, margin: '0 0 4px' }} aria-live="polite">
        {headline}
      </p>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {minutes === null
          ? t('noChargesHint')
          : t('burn', { count: runway.RunningInstances, burn: formatMoney(runway.BurnPerHour) })}
        <br />
        {t('spendable', { amount: formatMoney(runway.Spendable) })}
        {runway.RunsOutAt && minutes !== 0 && (
          <>
            <br />
            {t('runsOutAt', { time: formatDateTime(runway.RunsOutAt) })}
          </>
        )}
      </Typography.Paragraph>
      {minutes !== null && <Typography.Paragraph type="secondary">{t('rule')}</Typography.Paragraph>}
      {editable ? (
        <ThresholdForm key={runway.LowBalanceThreshold} thresholdYuan={runway.LowBalanceThreshold} />
      ) : (
        <p style={{ margin: 0 }}>
          {runway.LowBalanceThreshold > 0
            ? t('threshold.current', { amount: formatMoney(runway.LowBalanceThreshold) })
            : t('threshold.off')}{' '}
          <Link to="/console/recharge">{t('threshold.change')}</Link>
        </p>
      )}
    </>
  );
}
