/**
 * Issue 22: registers the service worker. Loaded by the entry (main.tsx) with a dynamic import after the
 * page's `load` event, in production builds only, so it never delays the first paint.
 */

/** Where the build writes the worker (deploy/serviceWorker.ts); served with `Cache-Control: no-cache`. */
export const SERVICE_WORKER_URL = '/sw.js';

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Over https, or on this machine (the served build, the e2e run); never over plain http elsewhere. */
export function mayRegister(location: Pick<Location, 'protocol' | 'hostname'>): boolean {
  return (
    location.protocol === 'https:' ||
    localHosts.has(location.hostname) ||
    location.hostname.endsWith('.localhost')
  );
}

export interface RegistrationHost {
  location: Pick<Location, 'protocol' | 'hostname'>;
  navigator: { serviceWorker?: Pick<ServiceWorkerContainer, 'register'> };
}

export async function registerServiceWorker(host: RegistrationHost = window): Promise<void> {
  const container = host.navigator.serviceWorker;
  if (!container || !mayRegister(host.location)) return;
  try {
    // updateViaCache 'none': the browser asks the server for a new worker on every visit.
    await container.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' });
  } catch {
    // Without a worker (storage refused, a private window) the portal works as before, online.
  }
}
