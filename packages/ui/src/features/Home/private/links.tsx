import type { ComponentPropsWithRef, ComponentType } from 'react';

/** The props a home piece gives a portal link; the portal passes its router link, stories a plain anchor. */
export interface HomeLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  href: string;
}
export type HomeLinkComponent = ComponentType<HomeLinkProps>;

/** The default: a plain anchor (stories, tests). */
export function PlainLink({ href, ...rest }: HomeLinkProps) {
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- the caller passes the content
  return <a href={href} {...rest} />;
}
