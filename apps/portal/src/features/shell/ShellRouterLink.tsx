import type { ShellLinkProps } from '@selfcare/ui';
import { PrefetchLink } from '../../lib/prefetch';

/** The link the ui shell pieces render: a router link that prefetches its page on intent. */
export function ShellRouterLink({ href, ...rest }: ShellLinkProps) {
  return <PrefetchLink to={href} {...rest} />;
}
