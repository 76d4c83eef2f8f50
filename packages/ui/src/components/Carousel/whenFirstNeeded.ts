import { onceInView } from './onceInView';

export interface FirstNeeds {
  /**
   * A carousel that steps by itself (autoplay) has its first step due this long after it is first in view;
   * one that does not leaves this out and waits for the visitor.
   */
  dueAfterMs?: number;
  /** The first step is due. */
  onDue: () => void;
  /** A pointer (a mouse, or a finger about to touch) came over the slides: a press or a swipe may follow. */
  onPointer: () => void;
}

/**
 * Waits until a carousel is first needed (issue 22): its first autoplay step, or a pointer over its slides,
 * whichever comes first; calls one of the two, once. The function returned stops waiting.
 *
 * A browser sends `pointerover` before the `pointerdown` of the same touch or click, so a carousel started
 * in that event hears the press. Presses on its controls and arrow keys start it on their own (`act`).
 */
export function whenFirstNeeded(node: HTMLElement, { dueAfterMs, onDue, onPointer }: FirstNeeds): () => void {
  let due: ReturnType<typeof setTimeout> | undefined;
  const stopWatching =
    dueAfterMs === undefined
      ? () => undefined
      : onceInView(node, () => {
          due = setTimeout(() => {
            stop();
            onDue();
          }, dueAfterMs);
        });
  const pointer = () => {
    stop();
    onPointer();
  };
  node.addEventListener('pointerover', pointer);
  function stop() {
    stopWatching();
    clearTimeout(due);
    node.removeEventListener('pointerover', pointer);
  }
  return stop;
}
