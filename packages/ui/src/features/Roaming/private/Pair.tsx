import type { ReactNode } from 'react';
import * as shared from './shared.css';

/** One label / value row of a summary list (inside a `<dl className={shared.summary}>`). */
export function Pair({ label, value }: { label: string; value: ReactNode }) {
  return (
    <>
      <dt className={shared.summaryLabel}>{label}</dt>
      <dd className={shared.summaryValue}>{value}</dd>
    </>
  );
}
