import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** Filters and page kept in the URL, so a reload or a shared link shows the same list. */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, string | number | null | undefined>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [params, update] as const;
}

/** A URL value that must be one of `allowed`; undefined otherwise. */
export function oneOf<T extends string | number>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.find((option) => String(option) === value);
}
