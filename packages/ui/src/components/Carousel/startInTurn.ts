/**
 * Carousels waiting to start, in the order they mounted. Each starts in the task after a paint, one a frame: a
 * start measures the slides and builds embla's engine, a few tens of milliseconds on a slow phone, and the home's
 * two carousels starting in the same frame made one task of both (issue 22).
 */
const waiting: Array<() => void> = [];
let turning = false;

function nextTurn() {
  turning = true;
  // requestAnimationFrame runs just before a paint; the timeout, after it.
  window.requestAnimationFrame(() => {
    setTimeout(() => {
      waiting.shift()?.();
      if (waiting.length > 0) nextTurn();
      else turning = false;
    }, 0);
  });
}

/** Queues `start` for its turn; the function returned takes it out of the queue if it has not run yet. */
export function startInTurn(start: () => void): () => void {
  waiting.push(start);
  if (!turning) nextTurn();
  return () => {
    const at = waiting.indexOf(start);
    if (at >= 0) waiting.splice(at, 1);
  };
}
