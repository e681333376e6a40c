import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cardState, KIND_GROUPS, KIND_INFO, type VerificationKind } from '../kinds';
import type { Standing } from '../records';
import styles from './Verification.module.css';

/** The ways to verify, grouped; each card's title is the link to its page unless it is done. */
export function VerificationCards({ standing }: { standing: Standing }) {
  const { t } = useTranslation('verification');
  return (
    <>
      {(Object.keys(KIND_GROUPS) as (keyof typeof KIND_GROUPS)[]).map((group) => (
        <section key={group} aria-labelledby={`verification-group-${group}`}>
          <h2 id={`verification-group-${group}`} className={styles.groupTitle}>
            {t(`select.groups.${group}`)}
          </h2>
          <ul className={styles.kinds}>
            {KIND_GROUPS[group].map((kind) => (
              <li key={kind}>
                <KindCard kind={kind} standing={standing} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function KindCard({ kind, standing }: { kind: VerificationKind; standing: Standing }) {
  const { t } = useTranslation('verification');
  const state = cardState(kind, standing);
  const title = t(`select.kinds.${kind}.title`);
  return (
    <div className={styles.kind}>
      <h3 className={styles.kindTitle}>
        {state === 'done' ? title : <Link to={KIND_INFO[kind].path}>{title}</Link>}
        {state === 'done' && <Tag color="success">{t('select.verified')}</Tag>}
        {state === 'waiting' && <Tag color="processing">{t('select.waiting')}</Tag>}
      </h3>
      <p className={styles.kindText}>{t(`select.kinds.${kind}.description`)}</p>
    </div>
  );
}
