import type { ReactNode } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import { cx } from '../../lib/cx';
import * as styles from './Tabs.css';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Names the tab list for screen readers, e.g. 'Hình thức thanh toán'. */
  label: string;
  /** The tabs share the width equally and long labels wrap (for a few tabs on a narrow screen). */
  fitted?: boolean;
}

/** Tabs (Radix Tabs): arrow keys move between tabs, each panel is named by its tab. */
export function Tabs({ items, value, defaultValue, onValueChange, label, fitted = false }: TabsProps) {
  return (
    <RadixTabs.Root
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={onValueChange}
    >
      <RadixTabs.List className={styles.list} aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className={cx(styles.tab, styles.width[fitted ? 'fitted' : 'auto'])}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
