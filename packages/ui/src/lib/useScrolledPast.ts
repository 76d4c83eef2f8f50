import { useEffect, useState } from 'react';

/**
 * Whether the window has scrolled further than `threshold` px (CONST-09 … CONST-12: 50, 300, 500, 572).
 * Reads the position on scroll, at most once per frame, and first in the frame after mounting: read in the
 * effect, it would force the layout of the page just committed inside that commit's task (issue 22).
 */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY > threshold);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setPast(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    frame = window.requestAnimationFrame(update);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return past;
}
