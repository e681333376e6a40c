import {
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';

const HOVER_CLOSE_DELAY_MS = 150;

/**
 * A panel that opens on hover or on click (SPEC §2 bells). Opened by hover it closes when the
 * pointer leaves; a click pins it open, a second click, Escape or a click outside closes it.
 */
export function useHoverOrClickDisclosure() {
  const [openedBy, setOpenedBy] = useState<'hover' | 'click' | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const cancelClose = () => clearTimeout(closeTimer.current);
  const close = useCallback(() => {
    clearTimeout(closeTimer.current);
    setOpenedBy(null);
  }, []);

  useEffect(() => {
    if (openedBy === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openedBy, close]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  return {
    open: openedBy !== null,
    close,
    rootProps: {
      ref: rootRef,
      // Touch has no hover: a tap is a click, so touch pointers do not open or close on their own.
      onPointerEnter: (event: ReactPointerEvent) => {
        if (event.pointerType === 'touch') return;
        cancelClose();
        setOpenedBy((current) => current ?? 'hover');
      },
      onPointerLeave: (event: ReactPointerEvent) => {
        if (event.pointerType === 'touch') return;
        cancelClose();
        closeTimer.current = setTimeout(
          () => setOpenedBy((current) => (current === 'hover' ? null : current)),
          HOVER_CLOSE_DELAY_MS,
        );
      },
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === 'Escape') close();
      },
    },
    toggleProps: {
      onClick: () => setOpenedBy((current) => (current === 'click' ? null : 'click')),
    },
  };
}
