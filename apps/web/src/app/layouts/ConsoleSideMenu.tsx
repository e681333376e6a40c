import { Menu, type MenuProps } from 'antd';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConsoleMenuKey } from '../../shared/routing/handle';
import styles from './ConsoleLayout.module.css';
import { CONSOLE_MENU } from './consoleMenu';

/**
 * The console's side menu, every section highlighted per route (SPEC §2). Memoised on the route's
 * menu key and the language: antd's Menu renders its items twice (once hidden, to learn their
 * paths) and again after mounting, so a render of the frame for anything else (an answer arriving)
 * must not render it again (issue 43: these renders were the console pages' longest tasks).
 */
export const ConsoleSideMenu = memo(function ConsoleSideMenu({
  menuKey,
}: {
  menuKey: ConsoleMenuKey | undefined;
}) {
  const { t } = useTranslation();
  const items = useMemo<MenuProps['items']>(
    () =>
      CONSOLE_MENU.map(({ group, entries }) => ({
        type: 'group',
        key: group,
        label: t(`console.groups.${group}`),
        children: entries.map((entry) => ({
          key: entry.key,
          icon: entry.icon,
          label: (
            <Link to={entry.to} aria-current={entry.key === menuKey ? 'page' : undefined}>
              {t(`shell.pages.${entry.label}`)}
            </Link>
          ),
        })),
      })),
    [t, menuKey],
  );
  const selectedKeys = useMemo(() => (menuKey ? [menuKey] : []), [menuKey]);
  return (
    <nav aria-label={t('console.navLabel')}>
      <Menu
        mode="inline"
        selectedKeys={selectedKeys}
        items={items}
        // An inline menu that never folds shows no tooltips; antd would still wrap each item in one,
        // whose refs and layout effects update every item again just after the hydration's commit.
        tooltip={false}
        className={styles.menu}
        style={MENU_STYLE}
      />
    </nav>
  );
});

const MENU_STYLE = { borderInlineEnd: 'none' } as const;
