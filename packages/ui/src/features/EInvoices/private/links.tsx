import type { ComponentPropsWithRef, ComponentType } from 'react';

/** The props an e-invoice piece gives a portal link; the portal passes its router link, stories a plain anchor. */
export interface EInvoiceLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  href: string;
}
export type EInvoiceLinkComponent = ComponentType<EInvoiceLinkProps>;

/** The default: a plain anchor (stories, tests). */
export function PlainLink({ href, ...rest }: EInvoiceLinkProps) {
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- the caller passes the content
  return <a href={href} {...rest} />;
}
