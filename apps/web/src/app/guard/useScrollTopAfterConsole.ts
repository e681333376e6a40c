import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { shouldScrollToTop } from './rules';

/** SPEC §2: after leaving a console page the next page starts at the top, back button included. */
export function useScrollTopAfterConsole(): void {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (shouldScrollToTop(previous.current, pathname)) window.scrollTo(0, 0);
    previous.current = pathname;
  }, [pathname]);
}
