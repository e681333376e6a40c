import { Result } from 'antd';

/** Placeholder until the notices pages land (issue 3, in progress). */
export function InformPage() {
  return <Result status="info" title="Notices are not available yet" />;
}
