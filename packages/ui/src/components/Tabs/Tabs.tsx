import { useId, useState, type ReactNode } from 'react';
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

/**
 * Tabs (Radix Tabs): arrow keys move between tabs, each panel is named by its tab.
 *
 * The panel is drawn here rather than by Radix's Tabs.Content. That one mounts through Radix Presence, whose ref
 * reads the panel's computed animation name at once: the browser must then compute the style of every element
 * the same render added, inside React's commit (issue 22: a third of the home's first commit on a slow phone).
 * These panels never animate, so the plain element with the same roles, names and focus stop does the job.
 */
export function Tabs({ items, value, defaultValue, onValueChange, label, fitted = false }: TabsProps) {
  const [ownValue, setOwnValue] = useState(defaultValue ?? items[0]?.value);
  const selected = value ?? ownValue;
  const baseId = useId();
  const tabId = (itemValue: string) => `${baseId}-tab-${itemValue}`;
  const panelId = (itemValue: string) => `${baseId}-panel-${itemValue}`;
  const choose = (next: string) => {
    setOwnValue(next);
    onValueChange?.(next);
  };
  const shown = items.find((item) => item.value === selected);
  return (
    <RadixTabs.Root value={selected} onValueChange={choose}>
      <RadixTabs.List className={styles.list} aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            id={tabId(item.value)}
            aria-controls={panelId(item.value)}
            className={cx(styles.tab, styles.width[fitted ? 'fitted' : 'auto'])}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {shown && (
        <div
          key={shown.value}
          role="tabpanel"
          id={panelId(shown.value)}
          aria-labelledby={tabId(shown.value)}
          data-state="active"
          tabIndex={0}
          className={styles.panel}
        >
          {shown.content}
        </div>
      )}
    </RadixTabs.Root>
  );
}
