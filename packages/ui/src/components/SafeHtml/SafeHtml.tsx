import { useMemo } from 'react';
import { sanitizeHtml } from './sanitizeHtml';
import * as styles from './SafeHtml.css';

export interface SafeHtmlProps {
  /** HTML from the server. It is sanitised here; never render server HTML any other way. */
  html: string;
  as?: 'div' | 'section' | 'article';
}

/** The only place server HTML reaches the DOM, after DOMPurify. */
export function SafeHtml({ html, as: Element = 'div' }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Element className={styles.root} dangerouslySetInnerHTML={{ __html: clean }} />;
}
