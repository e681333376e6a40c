import { Children, type ReactNode } from 'react';
import styles from './Columns.module.css';

/** How the cells are laid out by width (Columns.module.css). */
export type ColumnsLayout = 'mainAside' | 'formAside' | 'tiles';

/**
 * Cards side by side on a wide screen and one under the other on a phone, laid out by the
 * stylesheet alone. Not antd's Row and Col: every Row subscribes to the screen's breakpoints when it
 * mounts and renders again at once (issue 43: commits that hold the first screens of the console).
 * Each child is a cell, as tall as its content (a Col's child was too).
 */
export function Columns({ layout, children }: { layout: ColumnsLayout; children: ReactNode }) {
  return (
    <div className={`${styles.columns} ${styles[layout]}`}>
      {Children.map(children, (child) =>
        child == null || typeof child === 'boolean' ? null : <div>{child}</div>,
      )}
    </div>
  );
}
