import type { DocVote } from '@gpucloud/contracts';
import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { loginPath } from '../../../shared/routing/loginPath';
import { hasSession } from '../../../shared/session';
import { useDocVote, useMyDocVote } from '../hooks';
import styles from './Docs.module.css';

interface Props {
  articleId: number;
  helpful: number;
  notHelpful: number;
}

/**
 * "Was this helpful?": one vote per signed-in account, which it may change; a visitor is asked to
 * sign in (the counts would be worthless if anyone could vote again and again).
 */
export function HelpfulVote({ articleId, helpful, notHelpful }: Props) {
  const { t } = useTranslation('docs');
  const location = useLocation();
  const signedIn = hasSession();
  const mine = useMyDocVote(articleId);
  const vote = useDocVote(articleId);
  const counts = vote.data ?? mine.data ?? { Helpful: helpful, NotHelpful: notHelpful, MyVote: null };

  const button = (value: DocVote, label: string) => (
    <Button
      type={counts.MyVote === value ? 'primary' : 'default'}
      aria-pressed={counts.MyVote === value}
      // Disabled while the vote travels, rather than antd's loading icon: that icon's leaving motion
      // could stay behind after the answer (seen in headless Chromium), naming the button "loading".
      disabled={!signedIn || vote.isPending}
      onClick={() => vote.mutate(value)}
    >
      {label}
    </Button>
  );

  return (
    <section aria-labelledby="doc-helpful" className={styles.helpful}>
      <h2 id="doc-helpful" className={styles.helpfulTitle}>
        {t('helpful.question')}
      </h2>
      <Space wrap>
        {button('helpful', t('helpful.yes', { count: counts.Helpful }))}
        {button('not_helpful', t('helpful.no', { count: counts.NotHelpful }))}
      </Space>
      <div role="status">
        {!signedIn ? (
          <Link to={loginPath(location.pathname)}>{t('helpful.signIn')}</Link>
        ) : vote.isError ? (
          <Typography.Text type="danger">{t('helpful.failed')}</Typography.Text>
        ) : counts.MyVote ? (
          <Typography.Text type="secondary">{t('helpful.thanks')}</Typography.Text>
        ) : null}
      </div>
    </section>
  );
}
