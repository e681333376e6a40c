import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../../shared/ui/LanguageSwitcher';
import styles from './NavDrawer.module.css';
import { switchLanguage } from './switchLanguage';
import { TabLinks, useTabsFor } from './TabLinks';
import { DRAWER_TABS } from './tabs';

/** The small-screen menu of SPEC §2, with the language switcher that the bar has no room for. */
export function NavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const tabs = useTabsFor(DRAWER_TABS);
  return (
    <Drawer open={open} onClose={onClose} placement="right" size={280} title={t('topBar.openMenu')}>
      <nav aria-label={t('topBar.siteMenu')} className={styles.list}>
        <TabLinks tabs={tabs} className={styles.item} activeClassName={styles.active} onNavigate={onClose} />
      </nav>
      <div className={styles.language}>
        <LanguageSwitcher onSwitch={switchLanguage} />
      </div>
    </Drawer>
  );
}
