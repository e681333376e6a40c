import { Card } from 'antd';
import { type ReactNode, useId } from 'react';
import styles from './SalesPartner.module.css';

/** A titled part of a partner page: a region named by its h2, drawn as a card. */
export function PartnerCard({
  title,
  extra,
  children,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <Card
        size="small"
        title={
          <h2 id={headingId} className={styles.cardTitle}>
            {title}
          </h2>
        }
        extra={extra}
      >
        {children}
      </Card>
    </section>
  );
}
