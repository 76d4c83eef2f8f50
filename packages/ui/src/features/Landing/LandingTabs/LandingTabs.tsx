import { useId } from 'react';
import { Tabs } from '../../../components/Tabs/Tabs';
import type { LandingTabsBlock } from '../types';
import { LandingSteps } from '../LandingSteps/LandingSteps';
import * as shared from '../private/landing.css';

export interface LandingTabsProps extends Omit<LandingTabsBlock, 'kind' | 'id'> {
  autoplay?: boolean;
}

/** LAND-12, LAND-13, DOM-38: tutorials side by side in tabs (Radix: arrow keys move between tabs). */
export function LandingTabs({ title, label, tabs, autoplay }: LandingTabsProps) {
  const titleId = useId();
  return (
    <section className={shared.block} aria-labelledby={titleId}>
      <h2 id={titleId} className={shared.blockTitle}>
        {title}
      </h2>
      <Tabs
        label={label}
        fitted
        items={tabs.map((tab) => ({
          value: tab.value,
          label: tab.label,
          content: <LandingSteps {...tab.steps} headingLevel={3} autoplay={autoplay} />,
        }))}
      />
    </section>
  );
}
