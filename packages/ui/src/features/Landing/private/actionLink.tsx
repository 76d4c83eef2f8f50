import { Button } from '../../../components/Button/Button';
import type { LandingLink } from '../types';

/**
 * A landing button is a link (it leads somewhere: the app, a store, a page). It carries its id so the
 * page can log the click (LAND-72) with one listener instead of a handler per button.
 */
export function ActionLink({ link, size = 'lg' }: { link: LandingLink; size?: 'md' | 'lg' }) {
  return (
    <Button asChild variant={link.variant ?? 'primary'} size={size}>
      <a href={link.href} data-landing-action={link.id}>
        {link.label}
      </a>
    </Button>
  );
}
