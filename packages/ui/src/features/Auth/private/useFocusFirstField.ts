import { useEffect, useRef } from 'react';

/**
 * When the step changes, focus moves to the new step's first field, so keyboard and screen-reader
 * users continue where the form now asks for input (the dialog itself focuses the first step).
 */
export function useFocusFirstField<T extends HTMLElement>(step: number) {
  const ref = useRef<T>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current
      ?.querySelector<HTMLElement>('input:not([type="hidden"]):not([disabled]), button:not([disabled])')
      ?.focus();
  }, [step]);
  return ref;
}
