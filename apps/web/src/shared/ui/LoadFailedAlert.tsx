import { Alert, Button } from 'antd';

/** A list that could not load: what failed, in the page's words, and a button that asks again. */
export function LoadFailedAlert({
  title,
  description,
  retryLabel,
  onRetry,
}: {
  title: string;
  /** The failure itself, where the page shows it. */
  description?: string;
  retryLabel: string;
  onRetry: () => unknown;
}) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={description}
      action={
        <Button size="small" onClick={() => void onRetry()}>
          {retryLabel}
        </Button>
      }
    />
  );
}
