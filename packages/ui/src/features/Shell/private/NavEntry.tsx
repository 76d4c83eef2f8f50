import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { srOnly } from '../../../components/private/srOnly.css';
import { cx } from '../../../lib/cx';
import type { NavItem, ShellLinkComponent, ShellLinkProps } from '../types';
import * as styles from './shell.css';

export interface NavEntryProps extends Omit<ComponentPropsWithRef<'a'>, 'href' | 'onSelect'> {
  item: NavItem;
  LinkComponent: ShellLinkComponent;
  /** Runs after the entry was used (e.g. to close the mobile menu). */
  onDone?: (() => void) | undefined;
}

/** The text of an entry: its own label or `shell.<key>`. */
export function useNavLabel(): (item: NavItem) => string {
  const { t } = useTranslation('ui');
  return (item) => item.label ?? t(`shell.${item.key}`);
}

/**
 * Renders one menu entry as a button, an external link (new tab) or a router link. Extra props
 * pass through, so Radix menus can use it with `asChild`.
 */
export function NavEntry({ item, LinkComponent, onDone, className, onClick, ...rest }: NavEntryProps) {
  const { t } = useTranslation('ui');
  const label = useNavLabel()(item);
  const classes = cx(styles.entry, className);
  const handleClick = (event: MouseEvent<HTMLElement>) => {
    onClick?.(event as MouseEvent<HTMLAnchorElement>);
    item.onSelect?.();
    onDone?.();
  };
  if (item.onSelect) {
    // The ref passes too: a Radix menu item reads it to close its menu once the entry is chosen.
    return (
      <button
        type="button"
        className={classes}
        {...(rest as ComponentPropsWithRef<'button'>)}
        onClick={handleClick}
      >
        {label}
      </button>
    );
  }
  if (item.external) {
    return (
      <a
        href={item.href}
        target="_blank"
        rel="noopener noreferrer"
        className={classes}
        {...rest}
        onClick={handleClick}
      >
        {label}
        <span className={srOnly}> {t('common.opensInNewTab')}</span>
      </a>
    );
  }
  return (
    <LinkComponent href={item.href} className={classes} {...rest} onClick={handleClick}>
      {label}
    </LinkComponent>
  );
}

/** A plain anchor: the default link of the shell components (stories, tests). */
export function PlainLink({ href, children, ...rest }: ShellLinkProps) {
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
