import { cx } from '../../../lib/cx';
import type { LandingActionsBlock } from '../types';
import { ActionLink } from '../private/actionLink';
import * as styles from './LandingActions.css';

export type LandingActionsProps = Omit<LandingActionsBlock, 'kind' | 'id'>;

/** A row of buttons into the app (LAND-14, LAND-15, LAND-21, LAND-22) or to a page; by width (LAND-30). */
export function LandingActions({ links, placement = 'everywhere' }: LandingActionsProps) {
  return (
    <div className={cx(styles.row, styles.placement[placement])}>
      {links.map((link) => (
        <ActionLink key={link.id} link={link} />
      ))}
    </div>
  );
}
