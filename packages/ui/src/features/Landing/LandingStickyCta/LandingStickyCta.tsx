import { BOTTOM_BAR_ATTRIBUTE } from '../../../components/private/bottomBar';
import { useScrolledPast } from '../../../lib/useScrolledPast';
import type { LandingStickyContent } from '../types';
import { ActionLink } from '../private/actionLink';
import * as styles from './LandingStickyCta.css';

export type LandingStickyCtaProps = LandingStickyContent;

/**
 * LAND-38, LAND-39: the call to action sits in the page until the window has scrolled past `afterPx`
 * (572 on the TV page, CONST-12), then sticks to the bottom of the screen; its place stays reserved.
 */
export function LandingStickyCta({ link, afterPx }: LandingStickyCtaProps) {
  const stuck = useScrolledPast(afterPx);
  return (
    <div className={styles.slot} data-stuck={stuck ? 'true' : 'false'}>
      <div
        className={stuck ? styles.stuck : styles.inline}
        {...(stuck ? { [BOTTOM_BAR_ATTRIBUTE]: '' } : {})}
      >
        <ActionLink link={link} />
      </div>
    </div>
  );
}
