import { useCallback, useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import useEmblaCarousel from 'embla-carousel-react';
import { startInTurn } from './startInTurn';
import { whenFirstNeeded } from './whenFirstNeeded';

type EmblaParameters = Parameters<typeof useEmblaCarousel>;
export type EmblaApi = NonNullable<ReturnType<typeof useEmblaCarousel>[1]>;

/**
 * useEmblaCarousel, started when the carousel is first needed (issue 22). Embla measures its slides and builds its
 * engine when it starts, some 15–45 ms of a slow phone's main thread, and nothing needs it while the slides stand
 * still: until then they stand where the stylesheet puts them (the first one in view, as embla leaves them). So it
 * starts on the first of:
 * - a pointer over the slides (at once, so the press or swipe that follows is embla's),
 * - a press on a control or an arrow key (`act`, which runs its action as soon as the carousel has started),
 * - its first autoplay step, `firstStepAfterMs` after the carousel is first in view (CONST-05). It then takes that
 *   step, unless the visitor holds the carousel (a pointer over it or focus in it) or the page is hidden, and the
 *   autoplay's own timer takes the next ones. Carousels due together start in turn, one a frame (startInTurn).
 *
 * A page's load used to start every carousel in view right after its first paint, inside the load's busiest second;
 * now no carousel starts during a load the visitor leaves alone.
 */
export function useEmblaWhenNeeded(
  options: EmblaParameters[0],
  plugins: EmblaParameters[1],
  firstStepAfterMs: number | undefined,
): [
  viewportRef: (node: HTMLElement | null) => () => void,
  api: EmblaApi | undefined,
  act: (action: (api: EmblaApi) => void) => void,
] {
  const [emblaRef, api] = useEmblaCarousel(options, plugins);
  const startNow = useRef<(() => void) | null>(null);
  const pending = useRef<((api: EmblaApi) => void) | null>(null);
  // Read when the viewport mounts. Kept out of the ref callback's dependencies: a change (reduced motion turned
  // on) would take the started carousel down and back to its first slide; embla takes the new plugins instead.
  const firstStepAfter = useRef(firstStepAfterMs);
  useEffect(() => {
    firstStepAfter.current = firstStepAfterMs;
  }, [firstStepAfterMs]);

  const viewportRef = useCallback(
    (node: HTMLElement | null) => {
      if (!node) return () => undefined;
      let leaveQueue = (): void => undefined;
      const cancel = () => {
        stopWaiting();
        leaveQueue();
        startNow.current = null;
      };
      const start = () => {
        cancel();
        emblaRef(node);
      };
      const stopWaiting = whenFirstNeeded(node, {
        dueAfterMs: firstStepAfter.current,
        onDue: () => {
          leaveQueue = startInTurn(() => {
            pending.current ??= (carousel) => takeFirstStep(carousel, node);
            start();
          });
        },
        // Synchronously: embla listens for the press before the browser sends it.
        onPointer: () => flushSync(start),
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

/**
 * The step autoplay would have taken had embla been running since the carousel came into view. A visitor holding
 * the carousel holds the autoplay too: it goes on when the pointer leaves or the focus does, as the autoplay's
 * own mouseleave and focusout handlers have it. On a hidden page the autoplay waits for it to be shown.
 */
function takeFirstStep(carousel: EmblaApi, viewport: HTMLElement) {
  const held = viewport.matches(':hover') || viewport.contains(document.activeElement);
  if (held) carousel.plugins().autoplay?.stop();
  else if (document.visibilityState !== 'hidden') carousel.scrollNext();
}
