import { Card } from 'antd';
import type { ReactNode } from 'react';
import styles from './SecurityCard.module.css';

/**
 * One section of /console/safe: an icon, a heading (h2, which also names the region), a line of
 * explanation or the current value, the section's action on the right, and any body under it.
 */
export function SecurityCard({
  id,
  icon,
  title,
  description,
  action,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  description: ReactNode;
  action?: ReactNode;
  children?: ReactNode;
}) {
  const headingId = `safe-${id}-title`;
  return (
    <Card size="small" className={styles.card}>
      <section aria-labelledby={headingId}>
        <div className={styles.head}>
          <span className={styles.icon} aria-hidden>
            {icon}
          </span>
          <div className={styles.text}>
            <h2 id={headingId} className={styles.title}>
              {title}
            </h2>
            <div className={styles.description}>{description}</div>
          </div>
          {action && <div className={styles.action}>{action}</div>}
        </div>
        {children && <div className={styles.body}>{children}</div>}
      </section>
    </Card>
  );
}
