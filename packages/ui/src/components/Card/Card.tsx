import type { ReactNode } from 'react';
import * as styles from './Card.css';

export interface CardProps {
  /** Heading of the card; rendered at `headingLevel`. */
  title?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** Controls beside the title (a badge, a link). */
  actions?: ReactNode;
  elevated?: boolean;
  padding?: 'none' | 'md' | 'lg';
  /** `section` for a titled region, `article` for a self-contained item, `div` otherwise. */
  as?: 'div' | 'section' | 'article';
  children?: ReactNode;
}

export function Card({
  title,
  headingLevel = 3,
  actions,
  elevated,
  padding,
  as: Element = 'div',
  children,
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Element className={styles.card({ elevated, padding })}>
      {title !== undefined || actions !== undefined ? (
        <div className={styles.header}>
          {title !== undefined ? <Heading className={styles.title}>{title}</Heading> : null}
          {actions}
        </div>
      ) : null}
      {children}
    </Element>
  );
}
