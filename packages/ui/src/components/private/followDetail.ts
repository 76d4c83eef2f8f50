import type { MouseEvent } from 'react';

/** A plain left click goes through `open` (the portal navigates without a reload); modified clicks keep the browser's behaviour (new tab). */
export function followDetail(event: MouseEvent<HTMLAnchorElement>, open: (() => void) | undefined): void {
  if (!open || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  open();
}
