import { lazy, Suspense, useId } from 'react';
import type { LandingRulesBlock } from '../types';
import * as shared from '../private/landing.css';
import * as styles from './LandingRules.css';

// The sanitiser (DOMPurify) loads only for a page whose rules come from the server: the content tables give plain text.
const SafeHtml = lazy(() =>
  import('../../../components/SafeHtml/SafeHtml').then((module) => ({ default: module.SafeHtml })),
);

export type LandingRulesProps = Omit<LandingRulesBlock, 'kind' | 'id'>;

/** A campaign's rules: plain text from its content table, or server HTML through the sanitiser only. */
export function LandingRules({ title, paragraphs = [], items = [], html }: LandingRulesProps) {
  const titleId = useId();
  return (
    <section className={shared.block} aria-labelledby={titleId}>
      <h2 id={titleId} className={shared.blockTitle}>
        {title}
      </h2>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className={styles.paragraph}>
          {paragraph}
        </p>
      ))}
      {items.length > 0 ? (
        <ul className={styles.items}>
          {items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      ) : null}
      {html ? (
        <Suspense fallback={null}>
          <SafeHtml html={html} />
        </Suspense>
      ) : null}
    </section>
  );
}
