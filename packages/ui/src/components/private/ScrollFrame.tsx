import type { ReactNode } from 'react';
import * as tableStyles from './table.css';

/**
 * The frame of a table wider than a phone: it scrolls sideways inside itself, and takes focus so a
 * keyboard can scroll it too (WCAG 2.1.1, axe scrollable-region-focusable), named by the table's caption.
 */
export function ScrollFrame({
  labelledBy,
  className = tableStyles.scroll,
  children,
}: {
  labelledBy: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={className} tabIndex={0} role="region" aria-labelledby={labelledBy}>
      {children}
    </div>
  );
}
