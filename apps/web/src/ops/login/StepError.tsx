import { Alert } from 'antd';

/** Keeps the server's reason beside the step after the toast has gone. */
export function StepError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return <Alert type="error" showIcon title={message} role="alert" style={{ marginBottom: 16 }} />;
}
