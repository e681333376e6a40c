import {
  DashboardOutlined,
  GiftOutlined,
  IdcardOutlined,
  LogoutOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import type { UserInfo } from '@gpucloud/contracts';
import { maskPhone } from '@gpucloud/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { verificationLabelKey } from '../../../shared/account/verification';
import { accountDisplayName, isSubAccount } from '../../../shared/queries/account';
import { logout } from '../../../shared/queries/auth';
import { LoadingDialog } from '../../../shared/ui/LoadingDialog';
import { Pill } from '../../../shared/ui/Pill';
import { Disclosure } from './Disclosure';
import styles from './SessionActions.module.css';

interface Tile {
  to: string;
  label: string;
  icon: ReactNode;
}

/**
 * SPEC §2 avatar menu: name, main/sub label, verification badge (a link to verification for main
 * accounts; plain text of the main account's label for sub-accounts, SPEC §6), phone, shortcut
 * tiles (orders only for main accounts) and logout.
 */
export function AvatarMenu({ info }: { info: UserInfo }) {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  const name = accountDisplayName(info);
  const sub = isSubAccount(info);
  const verified = info.Verification.Enterprise || info.Verification.Personal;
  const badgeClass = verified ? `${styles.badge} ${styles.badgeOk}` : styles.badge;
  // A sub-account's user info carries its main account's verification: shown, but not a link.
  const badgeText = t(verificationLabelKey(info.Verification));
  const tiles: Tile[] = [
    { to: '/console/dashboard', label: t('topBar.tiles.dashboard'), icon: <DashboardOutlined /> },
    { to: '/console/coupon', label: t('topBar.tiles.coupon'), icon: <GiftOutlined /> },
    { to: '/console/accountInfo', label: t('topBar.tiles.accountInfo'), icon: <IdcardOutlined /> },
    ...(sub
      ? []
      : [{ to: '/console/finance/orders', label: t('topBar.tiles.orders'), icon: <ProfileOutlined /> }]),
  ];

  return (
    <>
      <Disclosure
        label={t('common.accountMenu', { name })}
        icon={<span className={styles.avatar}>{name.slice(0, 1).toUpperCase()}</span>}
        panelLabel={name}
      >
        {(close) => (
          <>
            <div className={styles.who}>
              <span className={styles.whoName}>{name}</span>
              <Pill tone={sub ? 'orange' : 'blue'}>
                {sub ? t('account.subAccount') : t('account.mainAccount')}
              </Pill>
            </div>
            {sub ? (
              <span className={badgeClass}>
                <SafetyCertificateOutlined aria-hidden />
                {badgeText}
              </span>
            ) : (
              <Link to="/console/verification" onClick={close} className={badgeClass}>
                <SafetyCertificateOutlined aria-hidden />
                {badgeText}
              </Link>
            )}
            <p className={styles.phone}>
              {t('account.phone')}: {maskPhone(info.Phone)}
            </p>
            <ul className={styles.tiles}>
              {tiles.map((tile) => (
                <li key={tile.to}>
                  <Link to={tile.to} className={styles.tile} onClick={close}>
                    <span aria-hidden>{tile.icon}</span>
                    {tile.label}
                  </Link>
                </li>
              ))}
            </ul>
            <button
              type="button"
              className={styles.logout}
              onClick={() => {
                close();
                setLeaving(true);
                void logout();
              }}
            >
              <LogoutOutlined aria-hidden />
              {t('common.logout')}
            </button>
          </>
        )}
      </Disclosure>
      <LoadingDialog open={leaving} text={t('topBar.loggingOut')} />
    </>
  );
}
