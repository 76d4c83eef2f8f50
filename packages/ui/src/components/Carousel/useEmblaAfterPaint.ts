import { useCallback, useEffect, useRef } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { onceInView } from './onceInView';
import { startInTurn } from './startInTurn';

type EmblaParameters = Parameters<typeof useEmblaCarousel>;
export type EmblaApi = NonNullable<ReturnType<typeof useEmblaCarousel>[1]>;

/**
 * useEmblaCarousel, started in the frame after the carousel is first painted in view (issue 22). Embla measures
 * its slides when it starts; started in the commit that mounts the page, that measuring forces the layout of the
 * whole new page inside the commit's task, one long task on a slow phone. Started after the paint, the layout is
 * already done and the measuring is cheap. Carousels take turns, one a frame (startInTurn), and one below the
 * fold waits until it is scrolled to (onceInView): its start is some 25 ms of a slow phone's load otherwise, and
 * its autoplay would have turned slides nobody saw.
 *
 * Until then the slides stand where the stylesheet puts them (the first one in view, as embla leaves them).
 * `act` runs an action on the carousel: at once once it has started, or, when a visitor is quicker, as soon as
 * it has (started at once for them).
 */
export function useEmblaAfterPaint(
  options: EmblaParameters[0],
  plugins: EmblaParameters[1],
): [
  viewportRef: (node: HTMLElement | null) => () => void,
  api: EmblaApi | undefined,
  act: (action: (api: EmblaApi) => void) => void,
] {
  const [emblaRef, api] = useEmblaCarousel(options, plugins);
  const startNow = useRef<(() => void) | null>(null);
  const pending = useRef<((api: EmblaApi) => void) | null>(null);

  const viewportRef = useCallback(
    (node: HTMLElement | null) => {
      if (!node) return () => undefined;
      let leaveQueue = (): void => undefined;
      const cancel = () => {
        stopWatching();
        leaveQueue();
        startNow.current = null;
      };
      const start = () => {
        cancel();
        emblaRef(node);
      };
      const stopWatching = onceInView(node, () => {
        leaveQueue = startInTurn(start);
      });
      startNow.current = start;
      return () => {
        cancel();
        emblaRef(null);
      };
    },
    [emblaRef],
  );

  useEffect(() => {
    if (!api || !pending.current) return;
    pending.current(api);
    pending.current = null;
  }, [api]);

  const act = useCallback(
    (action: (api: EmblaApi) => void) => {
      if (api) {
        action(api);
        return;
      }
      pending.current = action;
      startNow.current?.();
    },
    [api],
  );

  return [viewportRef, api, act];
}
