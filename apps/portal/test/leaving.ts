import { vi } from 'vitest';

/**
 * PKG-28: catches the browser's leaving for a payment gateway where it happens (`window.location.assign`),
 * so the test stays on its page. A spy, not `vi.mock` of the redirect module: the unit suite shares one
 * module graph per worker (vitest's `isolate: false`), where a module mock misses a module already loaded.
 * Restored by `vi.restoreAllMocks()`.
 */
export function catchLeaving() {
  return vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
}
