import { useCallback, useState } from 'react';
import { needsNewRequestId, newRequestId } from '../requestId';

/** A dialog's money-request key, made when it opens; `afterError` renews it only after a refusal. */
export function useRequestId() {
  const [requestId, setRequestId] = useState(newRequestId);
  const afterError = useCallback((error: unknown) => {
    if (needsNewRequestId(error)) setRequestId(newRequestId());
  }, []);
  return { requestId, afterError };
}
