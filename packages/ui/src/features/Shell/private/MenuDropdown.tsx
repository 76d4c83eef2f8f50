import type { ReactElement, ReactNode } from 'react';
import { ChevronDownIcon } from '@radix-ui/react-icons';
import { DropdownMenu } from 'radix-ui';
import type { NavItem, ShellLinkComponent } from '../types';
import { NavEntry } from './NavEntry';
import * as styles from './MenuDropdown.css';

export interface MenuDropdownProps {
  label: ReactNode;
  items: readonly NavItem[];
  LinkComponent: ShellLinkComponent;
  /** Entries after a separator (e.g. sign out). */
  footerItems?: readonly NavItem[] | undefined;
  align?: 'start' | 'end';
  /** A trigger of its own (e.g. an icon button) instead of the label with a chevron. */
  trigger?: ReactElement | undefined;
}

/** A header menu (Radix DropdownMenu): arrow keys move, Enter follows, Escape closes and refocuses the trigger. */
export function MenuDropdown({
  label,
  items,
  LinkComponent,
  footerItems = [],
  align = 'start',
  trigger,
}: MenuDropdownProps) {
  const entry = (item: NavItem) => (
    <DropdownMenu.Item key={item.key + item.href} asChild>
      <NavEntry item={item} LinkComponent={LinkComponent} className={styles.item} />
    </DropdownMenu.Item>
  );
  return (
    <DropdownMenu.Root modal={false}>
      {trigger ? (
        <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      ) : (
        <DropdownMenu.Trigger className={styles.trigger}>
          {label}
          <ChevronDownIcon width={16} height={16} aria-hidden="true" />
        </DropdownMenu.Trigger>
      )}
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.content} align={align} sideOffset={4}>
          {items.map(entry)}
          {footerItems.length > 0 ? <DropdownMenu.Separator className={styles.separator} /> : null}
          {footerItems.map(entry)}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
