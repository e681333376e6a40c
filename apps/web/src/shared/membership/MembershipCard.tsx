import type { UserInfo } from '@gpucloud/contracts';
import { formatFen } from '@gpucloud/domain';
import { Card, Progress, Skeleton, Tag } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDiscountText } from '../discount/useDiscountText';
import { useVipInfo, useVipTable } from '../queries/wallet';
import styles from './MembershipCard.module.css';
import { membershipView, topUpsCountedFrom } from './membership';

/**
 * Membership (SPEC §3, §6, §9): the level, the experience bar towards the next level and what that
 * level gives. Shown on /console/recharge and on the dashboard; while the account loads (`info`
 * undefined) the card keeps its place with its title and note.
 */
export function MembershipCard({ info }: { info: UserInfo | undefined }) {
  const { t } = useTranslation();
  const titleId = useId();
  const countedFromText = useCountedFromText();

  return (
    <Card
      size="small"
      className={styles.card}
      title={
        <h2 id={titleId} className={styles.title}>
          {t('membership.title')}
        </h2>
      }
      aria-labelledby={titleId}
      role="region"
    >
      {info ? <MembershipLevel info={info} /> : <Skeleton active title={false} paragraph={{ rows: 3 }} />}
      <p className={styles.note}>{t('membership.note')}</p>
      {info && <p className={styles.note}>{countedFromText(info)}</p>}
    </Card>
  );
}

/** From which day this account's top-ups count: its own opening day when it opened after the platform's start. */
function useCountedFromText() {
  const { t } = useTranslation();
  return (info: UserInfo) => {
    const { day, sinceOpening } = topUpsCountedFrom(info.CreateAt);
    return sinceOpening
      ? t('membership.countedSinceOpening', { day })
      : t('membership.countedSince', { day });
  };
}

function MembershipLevel({ info }: { info: UserInfo }) {
  const { t } = useTranslation();
  const vip = useVipInfo();
  const table = useVipTable(info.Phone);
  const view = membershipView(info, vip.data, table.data);
  const discountText = useDiscountText();

  return (
    <>
      <div className={styles.levelRow}>
        <Tag color="gold" className={styles.level}>
          {t(`account.vipLevels.${view.name}`)}
        </Tag>
        <span className={styles.current}>
          {view.level === 0 ? t('membership.noDiscount') : discountText(view.discountBasisPoints)}
        </span>
      </div>
      <Progress
        percent={view.percent}
        aria-label={t('membership.experience')}
        strokeColor="#417aff"
        format={(percent) => `${percent}%`}
      />
      {view.next ? (
        <p className={styles.next}>
          {t('membership.next', {
            amount: formatFen(view.toNextFen, { grouped: true }),
            level: t(`account.vipLevels.${view.next.name}`),
            discount: discountText(view.next.discountBasisPoints),
          })}
        </p>
      ) : (
        <p className={styles.next}>{t('membership.top')}</p>
      )}
    </>
  );
}
