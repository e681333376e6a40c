import { Alert } from 'antd';

/** Keeps the server's reason next to the form after the toast has gone. */
export function FormError({ error }: { error: Error | null }) {
  if (!error) return null;
  return <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} />;
}
