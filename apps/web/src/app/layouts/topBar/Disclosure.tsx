import { type ReactNode, useId } from 'react';
import { useHoverOrClickDisclosure } from '../../../shared/hooks/useDisclosure';
import styles from './SessionActions.module.css';

/**
 * A top-bar button with a panel under it that opens on hover or click (SPEC §2). `description`
 * (e.g. "2 unread") is the button's accessible description; `dot` shows it as a red dot.
 */
export function Disclosure({
  label,
  icon,
  dot = false,
  description,
  panelLabel,
  children,
}: {
  label: string;
  icon: ReactNode;
  dot?: boolean;
  description?: string;
  panelLabel: string;
  children: (close: () => void) => ReactNode;
}) {
  const { open, close, rootProps, toggleProps } = useHoverOrClickDisclosure();
  const panelId = useId();
  const descriptionId = useId();
  return (
    <div className={styles.disclosure} {...rootProps}>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-describedby={description ? descriptionId : undefined}
        {...toggleProps}
      >
        {icon}
        {dot && <span className={styles.dot} data-testid="unread-dot" aria-hidden />}
      </button>
      {description && (
        <span id={descriptionId} hidden>
          {description}
        </span>
      )}
      {open && (
        <section id={panelId} className={styles.panel} aria-label={panelLabel}>
          {children(close)}
        </section>
      )}
    </div>
  );
}
