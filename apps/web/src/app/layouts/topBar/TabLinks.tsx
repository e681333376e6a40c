import { ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useUserInfo } from '../../../shared/queries/account';
import { hasSession } from '../../../shared/session';
import { type TabLink, visibleTabs } from './tabs';

/**
 * Sub-accounts do not see the score store. While a session's user info is loading the tab waits
 * rather than flashing in and out.
 */
export function useTabsFor(tabs: readonly TabLink[]): TabLink[] {
  const userInfo = useUserInfo();
  const waiting = hasSession() && userInfo.isPending;
  const isSub = waiting || Boolean(userInfo.data?.SubAccount);
  return visibleTabs(tabs, isSub);
}

/** The tabs as links; external ones open in a new tab and say so to screen readers. */
export function TabLinks({
  tabs,
  className,
  activeClassName,
  onNavigate,
}: {
  tabs: readonly TabLink[];
  className?: string;
  activeClassName?: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return tabs.map((tab) =>
    tab.external ? (
      <a key={tab.key} href={tab.href} target="_blank" rel="noopener noreferrer" className={className}>
        {t(`topBar.tabs.${tab.key}`)}
        <ExportOutlined aria-hidden style={{ fontSize: 11, marginInlineStart: 4 }} />
        <span className="sr-only">{t('topBar.opensInNewTab')}</span>
      </a>
    ) : (
      <NavLink
        key={tab.key}
        to={tab.href}
        onClick={onNavigate}
        className={({ isActive }) => (isActive ? `${className} ${activeClassName}` : (className ?? ''))}
      >
        {t(`topBar.tabs.${tab.key}`)}
      </NavLink>
    ),
  );
}
