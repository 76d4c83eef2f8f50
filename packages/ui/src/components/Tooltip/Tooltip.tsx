import type { ReactElement, ReactNode } from 'react';
import { Tooltip as RadixTooltip } from 'radix-ui';
import * as styles from './Tooltip.css';

export interface TooltipProps {
  /** A short supplementary text. Never the only place of essential information (touch screens have no hover). */
  content: ReactNode;
  /** A focusable element (button, link) that shows the tooltip on hover and focus. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  open?: boolean;
  defaultOpen?: boolean;
  delayDuration?: number;
}

/** A hint on hover and keyboard focus (Radix Tooltip, with its own provider). */
export function Tooltip({
  content,
  children,
  side = 'top',
  open,
  defaultOpen,
  delayDuration = 300,
}: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root open={open} defaultOpen={defaultOpen}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        {/* Not portalled: the hint stays inside the page's landmarks; fixed positioning still escapes clipping. */}
        <RadixTooltip.Content className={styles.content} side={side} sideOffset={6}>
          {content}
          <RadixTooltip.Arrow className={styles.arrow} />
        </RadixTooltip.Content>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
