import { useEffect, useRef } from 'react';

const fieldSelector = 'input:not([type="hidden"]):not([disabled])';

/** The first field a person can type in inside `root`, if there is one. */
export function firstField(root: ParentNode): HTMLElement | null {
  return root.querySelector<HTMLElement>(fieldSelector);
}

/**
 * When the step changes, focus moves to the new step's first field (or its first button), so
 * keyboard and screen-reader users continue where the form now asks for input. The dialog's own
 * opening focuses the first step's field (LoginDialog).
 */
export function useFocusFirstField<T extends HTMLElement>(step: number) {
  const ref = useRef<T>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const root = ref.current;
    if (!root) return;
    (firstField(root) ?? root.querySelector<HTMLElement>('button:not([disabled])'))?.focus();
  }, [step]);
  return ref;
}
