import type { PointsKind, ScoreItem } from '@gpucloud/contracts';
import { Alert, Button, Card, Col, Empty, Row, Space, Statistic, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format';
import { pickText } from '../../../shared/i18n/pickText';
import { useUserInfo } from '../../../shared/queries/account';
import { hasSession } from '../../../shared/session';
import { LoadFailedAlert } from '../../../shared/ui/LoadFailedAlert';
import { PickedTextView } from '../../../shared/ui/TextLanguage';
import { ToastProvider, useToast } from '../../../shared/ui/toast';
import { useCheckIn, usePointsLedger, usePointsSummary, useRedeem, useScoreItems } from '../hooks';
import { POINTS_NS } from '../i18n';
import { type RewardMessage, redeemedText, rewardText } from '../rewardText';
import { RedeemDialog } from './RedeemDialog';

/** A request id per redemption attempt: a retried request is answered, never redeemed twice. */
const newRequestId = () => `redeem-${crypto.randomUUID()}`;

/** /scoreStore: the rewards for anyone; points, check-in, redeeming and history for main accounts. */
export function ScoreStorePage() {
  // Public pages mount no toasts of their own (the store's first load does without them).
  return (
    <ToastProvider>
      <ScoreStoreView />
    </ToastProvider>
  );
}

function ScoreStoreView() {
  const { t, i18n } = useTranslation(POINTS_NS);
  const { t: tShell } = useTranslation();
  const toast = useToast();
  const signedIn = hasSession();
  const userInfo = useUserInfo();
  const isSub = Boolean(userInfo.data?.SubAccount);
  const isMain = signedIn && userInfo.isSuccess && !isSub;
  const items = useScoreItems();
  const summary = usePointsSummary(isMain);
  const [page, setPage] = useState(1);
  const ledger = usePointsLedger(page, isMain);
  const checkIn = useCheckIn();
  const redeem = useRedeem();
  const [chosen, setChosen] = useState<ScoreItem | null>(null);
  const [requestId, setRequestId] = useState(newRequestId);
  const balance = summary.data?.balance ?? 0;
  const say = (message: RewardMessage) => t(message.key, message.values);
  const redeemedOf = (id: number) => summary.data?.redeemed.find((row) => row.item_id === id)?.count ?? 0;

  const confirm = () => {
    if (!chosen) return;
    redeem.mutate(
      { item_id: chosen.id, request_id: requestId },
      {
        onSuccess: (done) => {
          toast.success(say(redeemedText(done)));
          setChosen(null);
          setRequestId(newRequestId());
        },
      },
    );
  };

  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: 24 }}>
      <title>{`${t('title')} · ${tShell('common.appName')}`}</title>
      <Typography.Title>{t('title')}</Typography.Title>
      <Typography.Paragraph>{t('intro')}</Typography.Paragraph>
      {isSub && (
        <Alert type="info" showIcon title={t('subAccount.title')} description={t('subAccount.body')} />
      )}
      {isMain && summary.data && (
        <Card role="region" aria-label={t('balance')}>
          <Space size="large" wrap>
            <Statistic title={t('balance')} value={summary.data.balance} />
            <span>{t('earnedToday', { points: summary.data.earned_today })}</span>
            <Button
              type="primary"
              disabled={summary.data.checked_in_today}
              loading={checkIn.isPending}
              onClick={() =>
                checkIn.mutate(undefined, {
                  onSuccess: (done) => toast.success(t('checkInDone', { points: done.points })),
                })
              }
            >
              {summary.data.checked_in_today
                ? t('checkedIn')
                : t('checkIn', { points: summary.data.check_in_points })}
            </Button>
          </Space>
        </Card>
      )}
      <section aria-labelledby="score-items-title">
        <Typography.Title level={2} id="score-items-title">
          {t('items')}
        </Typography.Title>
        {items.isError && (
          <LoadFailedAlert title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => items.refetch()} />
        )}
        {items.data?.length === 0 && <Empty description={t('noItems')} />}
        <Row gutter={[16, 16]}>
          {items.data?.map((item) => {
            const name = pickText(i18n.language, item.name, item.name_en);
            const description = pickText(i18n.language, item.description, item.description_en);
            const atLimit = redeemedOf(item.id) >= item.per_person_limit;
            return (
              <Col key={item.id} xs={24} sm={12} lg={8}>
                <Card title={<PickedTextView picked={name} />} aria-label={name.text}>
                  <Typography.Paragraph>{say(rewardText(item))}</Typography.Paragraph>
                  {description.text.trim() && (
                    <Typography.Paragraph type="secondary">
                      <PickedTextView picked={description} />
                    </Typography.Paragraph>
                  )}
                  <Space wrap>
                    <Tag color="gold">{t('cost', { points: item.cost_points })}</Tag>
                    <Tag>{t('stock', { count: item.stock })}</Tag>
                    <Tag>{t('limit', { count: item.per_person_limit })}</Tag>
                  </Space>
                  <div style={{ marginTop: 12 }}>
                    {!signedIn ? (
                      <Link to="/login">{t('signInToRedeem')}</Link>
                    ) : (
                      <Button
                        type="primary"
                        aria-label={`${t('redeem')} ${name.text}`}
                        disabled={!isMain || item.stock <= 0 || atLimit || balance < item.cost_points}
                        onClick={() => setChosen(item)}
                      >
                        {item.stock <= 0 ? t('soldOut') : atLimit ? t('limitReached') : t('redeem')}
                      </Button>
                    )}
                  </div>
                </Card>
              </Col>
            );
          })}
        </Row>
      </section>
      {isMain && (
        <section aria-labelledby="points-ledger-title">
          <Typography.Title level={2} id="points-ledger-title">
            {t('ledger')}
          </Typography.Title>
          <Table
            rowKey="id"
            loading={ledger.isPending}
            dataSource={ledger.data?.list}
            pagination={{ current: page, pageSize: 10, total: ledger.data?.total ?? 0, onChange: setPage }}
            columns={[
              {
                title: t('columns.time'),
                dataIndex: 'created_at',
                render: (at: string) => formatDateTime(at),
              },
              {
                title: t('columns.kind'),
                dataIndex: 'kind',
                render: (kind: PointsKind) => t(`kinds.${kind}`),
              },
              // What the row was for, in the reader's language (the server renders its system text).
              { title: t('columns.note'), dataIndex: 'note' },
              {
                title: t('columns.points'),
                dataIndex: 'points',
                render: (points: number) => (points > 0 ? `+${points}` : points),
              },
              { title: t('columns.balance'), dataIndex: 'balance_after' },
            ]}
          />
        </section>
      )}
      <RedeemDialog
        item={chosen}
        balance={balance}
        pending={redeem.isPending}
        onConfirm={confirm}
        onCancel={() => setChosen(null)}
      />
    </div>
  );
}
