import { vi } from 'vitest';

/** An IntersectionObserver the test drives: `report(true)` says the node came into view. */
export function stubObserver() {
  const observers: Array<{ report(inView: boolean): void; disconnected: boolean }> = [];
  class StubObserver {
    disconnected = false;
    constructor(private readonly callback: IntersectionObserverCallback) {
      observers.push(this);
    }
    observe() {}
    disconnect() {
      this.disconnected = true;
    }
    report(inView: boolean) {
      if (this.disconnected) return;
      this.callback([{ isIntersecting: inView } as IntersectionObserverEntry], this as never);
    }
  }
  vi.stubGlobal('IntersectionObserver', StubObserver);
  return observers;
}
