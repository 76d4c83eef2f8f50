import type { ComponentPropsWithRef, ComponentType } from 'react';

/** The props the shell gives a link; the portal passes its router link, stories a plain anchor. */
export interface ShellLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  href: string;
}
export type ShellLinkComponent = ComponentType<ShellLinkProps>;

/**
 * One entry of a menu. `key` names its text under `shell.` (e.g. 'nav.hoi-dap'); `label` overrides it
 * for server-supplied names. With `onSelect` it is a button (e.g. sign in first), otherwise a link;
 * `external` links open in a new tab.
 */
export interface NavItem {
  key: string;
  href: string;
  label?: string | undefined;
  external?: boolean | undefined;
  onSelect?: (() => void) | undefined;
}

export interface NavGroup extends NavItem {
  items?: readonly NavItem[] | undefined;
}

export type ShellLanguage = 'vi' | 'en-US';

/** The contact details shown in header and footer (§2.2, §2.3). */
export interface ShellContact {
  hotlineMobile: string;
  hotlineInternet: string;
  supportEmail: string;
}
