import { useEffect, useRef } from 'react';

/**
 * Focuses the returned element (a heading with tabIndex -1) when `condition` turns true: used where the
 * pressed button leaves the page with the state it changed, so focus does not fall to the body.
 */
export function useFocusWhenTrue<T extends HTMLElement>(condition: boolean) {
  const target = useRef<T>(null);
  const before = useRef(condition);
  useEffect(() => {
    if (condition && !before.current) target.current?.focus();
    before.current = condition;
  }, [condition]);
  return target;
}
