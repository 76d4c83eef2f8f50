import { cloneElement, useState, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
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

/** The attributes Radix gives a closed menu's trigger, so the stand-in reads the same. */
const closedTrigger = {
  type: 'button',
  'aria-haspopup': 'menu',
  'aria-expanded': false,
  'data-state': 'closed',
} as const;

/**
 * A header menu (Radix DropdownMenu): arrow keys move, Enter follows, Escape closes and refocuses the trigger.
 *
 * The Radix menu mounts when first wanted: until then the trigger is a look-alike button, and pressing it (click,
 * Enter, Space, ↓) mounts the menu open. A mounted Radix trigger sets state from its ref callback (Popper's anchor), and
 * a closed menu's portal dispatches from a layout effect; either is an update inside React's commit, which makes
 * React run every passive effect of the new page in the commit's task (issue 22, TBT). For the same reason the
 * portal is rendered only while the menu is open (it has no exit animation).
 */
export function MenuDropdown({
  label,
  items,
  LinkComponent,
  footerItems = [],
  align = 'start',
  trigger,
}: MenuDropdownProps) {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);

  const button = trigger ?? (
    <button className={styles.trigger}>
      {label}
      <ChevronDownIcon width={16} height={16} aria-hidden="true" />
    </button>
  );
  if (!wanted) {
    // Mounted open, the menu takes focus as Radix's does; closed, it gives focus to its own trigger.
    const openNow = () => {
      setWanted(true);
      setOpen(true);
    };
    return cloneElement(button, {
      ...closedTrigger,
      onClick: openNow,
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key !== 'ArrowDown') return;
        event.preventDefault();
        openNow();
      },
    } as Record<string, unknown>);
  }

  const entry = (item: NavItem) => (
    <DropdownMenu.Item key={item.key + item.href} asChild>
      <NavEntry item={item} LinkComponent={LinkComponent} className={styles.item} />
    </DropdownMenu.Item>
  );
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger asChild>{button}</DropdownMenu.Trigger>
      {open ? (
        <DropdownMenu.Portal>
          <DropdownMenu.Content className={styles.content} align={align} sideOffset={4}>
            {items.map(entry)}
            {footerItems.length > 0 ? <DropdownMenu.Separator className={styles.separator} /> : null}
            {footerItems.map(entry)}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      ) : null}
    </DropdownMenu.Root>
  );
}
