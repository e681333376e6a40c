import { CommentOutlined, CustomerServiceOutlined, QrcodeOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHoverOrClickDisclosure } from '../../shared/hooks/useDisclosure';
import { useIsSmallScreen } from '../../shared/hooks/useMediaQuery';
import { useRouteMeta } from '../../shared/routing/handle';
import { externalLinks } from '../externalLinks';
import styles from './ContactWidget.module.css';

/**
 * SPEC §2: the floating contact widget — customer-service chat and the two WeChat QR codes —
 * on routes with `showContact`, never on small screens. Closed it is a narrow tab on the right
 * edge, inside the page's own padding, so it covers no content (issue 38: the open panel covered
 * the store's "Rent" links at 1366x860); hovering or clicking the tab opens the panel.
 */
export function ContactWidget() {
  const { t } = useTranslation();
  const { showContact } = useRouteMeta();
  const small = useIsSmallScreen();
  const { open, rootProps, toggleProps } = useHoverOrClickDisclosure();
  if (!showContact || small) return null;

  return (
    <section className={styles.widget} aria-label={t('shell.contact.region')} {...rootProps}>
      <button type="button" className={styles.tab} aria-expanded={open} {...toggleProps}>
        <CustomerServiceOutlined aria-hidden />
        <span className={styles.tabLabel}>{t('shell.contact.region')}</span>
      </button>
      {open && (
        <div className={styles.panel}>
          <a
            className={styles.item}
            href={externalLinks.customerService}
            target="_blank"
            rel="noopener noreferrer"
            title={t('shell.contact.customerService')}
          >
            <CommentOutlined aria-hidden className={styles.icon} />
            <span className={styles.label}>{t('shell.contact.customerService')}</span>
          </a>
          <QrItem
            name={t('shell.contact.serviceAccount')}
            src={externalLinks.serviceAccountQr}
            icon={<QrcodeOutlined aria-hidden className={styles.icon} />}
          />
          <QrItem
            name={t('shell.contact.subscriptionAccount')}
            src={externalLinks.subscriptionAccountQr}
            icon={<QrcodeOutlined aria-hidden className={styles.icon} />}
          />
        </div>
      )}
    </section>
  );
}

function QrItem({ name, src, icon }: { name: string; src: string; icon: ReactNode }) {
  const { t } = useTranslation();
  const { open, rootProps, toggleProps } = useHoverOrClickDisclosure();
  return (
    <div className={styles.qr} {...rootProps}>
      <button type="button" className={styles.item} aria-expanded={open} {...toggleProps}>
        {icon}
        <span className={styles.label}>{name}</span>
      </button>
      {open && (
        <figure className={styles.qrPanel}>
          <img src={src} alt={t('shell.contact.qrAlt', { name })} width={156} height={196} />
          <figcaption>{t('shell.contact.scan')}</figcaption>
        </figure>
      )}
    </div>
  );
}
