import { useUserInfo } from '../../../shared/queries/account';
import { AvatarMenu } from './AvatarMenu';
import { BalanceChips } from './BalanceChips';
import { LoginButton } from './LoginButton';
import { MessageBell } from './MessageBell';
import { NotificationBell } from './NotificationBell';
import styles from './SessionActions.module.css';
import { SessionActionsPlaceholder } from './SessionActionsPlaceholder';
import { WorkOrderLink } from './WorkOrderLink';

/**
 * The logged-in half of the top bar (SPEC §2). A session the server no longer knows falls back to
 * the login button.
 */
export function SessionActions({ variant }: { variant: 'dark' | 'light' }) {
  const { data: info, isPending, isError } = useUserInfo();
  if (isPending) return <SessionActionsPlaceholder />;
  if (isError) return <LoginButton />;
  return (
    <div className={`${styles.actions} ${variant === 'dark' ? styles.onDark : ''}`}>
      {info.Phone && <MessageBell />}
      <NotificationBell />
      {info.Name && <WorkOrderLink />}
      <BalanceChips info={info} />
      <AvatarMenu info={info} />
    </div>
  );
}
