import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LandingBlock, LandingContent } from '../types';
import { LandingActions } from '../LandingActions/LandingActions';
import { LandingFooter } from '../LandingFooter/LandingFooter';
import { LandingHero } from '../LandingHero/LandingHero';
import { LandingRules } from '../LandingRules/LandingRules';
import { LandingStickyCta } from '../LandingStickyCta/LandingStickyCta';
import { LandingSteps } from '../LandingSteps/LandingSteps';
import { LandingTabs } from '../LandingTabs/LandingTabs';
import * as styles from './LandingPage.css';

export interface LandingPageProps {
  content: LandingContent;
  /** Told the id of each button clicked (LAND-71, LAND-72: the campaign log); the link is followed anyway. */
  onAction?: (id: string) => void;
  /** Carousels rotate by themselves (CONST-05); stories and tests may turn it off. */
  autoplay?: boolean;
  /** A page's own part (a form), after the blocks and before the sticky button and the footer. */
  children?: ReactNode;
}

/**
 * Issue 21: every landing page is this composition fed by a campaign's content: the hero, its blocks in
 * order (steps, carousels, tabs, rules, buttons), the footer with store links and QR, and the sticky
 * call to action. Content is static, so the whole first screen renders without any data call.
 */
export function LandingPage({ content, onAction, autoplay = true, children }: LandingPageProps) {
  const { t } = useTranslation('ui');
  const root = useRef<HTMLDivElement>(null);

  // One listener for every button of the page: each link carries its id (private/actionLink.tsx).
  useEffect(() => {
    const element = root.current;
    if (!element || !onAction) return undefined;
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest<HTMLElement>('[data-landing-action]');
      const id = link?.dataset.landingAction;
      if (id) onAction(id);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [onAction]);

  return (
    <div ref={root} className={styles.page}>
      {content.status ? (
        <p className={styles.status} role="note">
          {t(`landing.status.${content.status.kind}`, { date: content.status.date })}
        </p>
      ) : null}
      <LandingHero {...content.hero} />
      {content.blocks.map((block) => (
        <Block key={block.id} block={block} autoplay={autoplay} />
      ))}
      {children}
      {content.sticky ? <LandingStickyCta {...content.sticky} /> : null}
      {content.footer ? <LandingFooter {...content.footer} /> : null}
    </div>
  );
}

function Block({ block, autoplay }: { block: LandingBlock; autoplay: boolean }) {
  switch (block.kind) {
    case 'steps':
      return <LandingSteps {...block} autoplay={autoplay} />;
    case 'tabs':
      return <LandingTabs {...block} autoplay={autoplay} />;
    case 'rules':
      return <LandingRules {...block} />;
    case 'actions':
      return <LandingActions {...block} />;
  }
}
