import { CommentOutlined, QrcodeOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHoverOrClickDisclosure } from '../../shared/hooks/useDisclosure';
import { useIsSmallScreen } from '../../shared/hooks/useMediaQuery';
import { useRouteMeta } from '../../shared/routing/handle';
import { externalLinks } from '../externalLinks';
import styles from './ContactWidget.module.css';

/**
 * SPEC §2: the floating contact widget — customer-service chat and the two WeChat QR codes —
 * on routes with `showContact`, never on small screens.
 */
export function ContactWidget() {
  const { t } = useTranslation();
  const { showContact } = useRouteMeta();
  const small = useIsSmallScreen();
  if (!showContact || small) return null;

  return (
    <section className={styles.widget} aria-label={t('shell.contact.region')}>
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
