import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import * as styles from './Tabs.css';
import { tabIndexAfterKey } from './tabKeys';

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
 * Tabs, after the WAI-ARIA tabs pattern: the arrow keys move between tabs and select them, the selected tab is
 * the list's one stop for Tab, each panel is named by its tab.
 *
 * Drawn here, not with Radix Tabs (issue 22). Its tab list is a roving focus group whose tabs each set state from
 * a layout effect as they mount: an update inside React's commit, which makes React run every passive effect of
 * the new page in the commit's task (the home's first commit). Its Tabs.Content mounted through Radix Presence,
 * whose ref reads the panel's computed animation name at once, forcing the style of the whole new page inside
 * the commit. These few attributes and keys are all the home's tabs need.
 */
export function Tabs({ items, value, defaultValue, onValueChange, label, fitted = false }: TabsProps) {
  const [ownValue, setOwnValue] = useState(defaultValue ?? items[0]?.value);
  const selected = value ?? ownValue;
  const baseId = useId();
  const tabId = (itemValue: string) => `${baseId}-tab-${itemValue}`;
  const panelId = (itemValue: string) => `${baseId}-panel-${itemValue}`;
  const choose = (next: string) => {
    if (next === selected) return;
    setOwnValue(next);
    onValueChange?.(next);
  };
  const enabled = items.filter((item) => !item.disabled);
  // The list's one Tab stop: the selected tab, or the first that can be selected.
  const stop = enabled.some((item) => item.value === selected) ? selected : enabled[0]?.value;
  const moveWithKey = (event: KeyboardEvent<HTMLButtonElement>, from: TabItem) => {
    const at = enabled.indexOf(from);
    const to = at < 0 ? undefined : tabIndexAfterKey(event.key, at, enabled.length);
    const next = to === undefined ? undefined : enabled[to];
    if (!next) return;
    event.preventDefault();
    choose(next.value);
    document.getElementById(tabId(next.value))?.focus();
  };
  const shown = items.find((item) => item.value === selected);
  return (
    <div>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className={styles.list}>
        {items.map((item) => {
          const isSelected = item.value === selected;
          return (
            <button
              key={item.value}
              type="button"
              role="tab"
              id={tabId(item.value)}
              aria-selected={isSelected}
              aria-controls={panelId(item.value)}
              data-state={isSelected ? 'active' : 'inactive'}
              disabled={item.disabled}
              tabIndex={item.value === stop ? 0 : -1}
              onClick={() => choose(item.value)}
              onKeyDown={(event) => moveWithKey(event, item)}
              className={cx(styles.tab, styles.width[fitted ? 'fitted' : 'auto'])}
            >
              {item.label}
            </button>
          );
        })}
      </div>
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
    </div>
  );
}
