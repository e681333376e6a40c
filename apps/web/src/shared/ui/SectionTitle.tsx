import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** A page section heading (h2) sized for dense console pages. */
export function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Typography.Title level={2} style={{ fontSize: 16, margin: '24px 0 12px' }}>
      {children}
    </Typography.Title>
  );
}
