import { NAVIGATION_TIMEOUT_MS } from './requestPolicy';

export interface NavigationSources {
  /** The page from the network (the worker's `fetch(request)`). */
  network: () => Promise<Response>;
  /** The precached index.html, or undefined while the precache is not there. */
  cachedShell: () => Promise<Response | undefined>;
  /** Resolves after the given time (injected: tests run no real clock). */
  wait: (ms: number) => Promise<void>;
}

type NetworkOutcome = { response: Response } | { error: unknown };

/** A server failure (a gateway's 502/504 on a flaky connection) is answered by the shell, like no answer. */
function isUsable(response: Response): boolean {
  return response.status < 500;
}

/**
 * Issue 22: a navigation is answered by the network first, so a new version is always seen online; when
 * the network fails, answers a server failure or takes longer than NAVIGATION_TIMEOUT_MS, the cached
 * shell answers instead (the router then shows the page, its reads say they are offline). Without a
 * cached shell the network's own answer or failure stands, however long it takes.
 */
export async function answerNavigation(sources: NavigationSources): Promise<Response> {
  const network: Promise<NetworkOutcome> = sources.network().then(
    (response) => ({ response }),
    (error: unknown) => ({ error }),
  );
  const first = await Promise.race([network, sources.wait(NAVIGATION_TIMEOUT_MS).then(() => undefined)]);
  if (first && 'response' in first && isUsable(first.response)) return first.response;
  const shell = await sources.cachedShell();
  if (shell) return shell;
  const outcome = await network;
  if ('response' in outcome) return outcome.response;
  throw outcome.error;
}
