import type { UiArea } from '@selfcare/ui/i18n';
import { getI18n } from 'react-i18next';
import { loadNamespaces } from './i18n';
import type { PortalNamespace } from './i18nResources';
import { isUiAreaNamespace, loadUiAreas, type UiAreaNamespace } from './uiAreas';

/** A namespace a route reads, or `ui:<area>`: a ui feature area its components show (lib/uiAreas.ts). */
export type RouteNamespace = PortalNamespace | UiAreaNamespace;

/**
 * A route's `lazy` that fetches the texts its page reads (active language only) in parallel with
 * the page's chunk, so the page renders with its words and no extra round trip:
 * `lazy: withNamespaces(['packages', 'ui:packages'], () => import('./CatalogueRoute'))`.
 * Every ui area the page's components show is declared (`ui:packages`), but the shell's (always there);
 * app/routeUiAreas.test.ts finds an area a page uses and its route lacks.
 * The instance is the app's (react-i18next keeps the one initialised last: main.tsx makes it before
 * the router). Without one, `useTranslation` in the page still fetches what is missing, one step later.
 */
export function withNamespaces<Module>(
  namespaces: readonly RouteNamespace[],
  load: () => Promise<Module>,
): () => Promise<Module> {
  const areas = namespaces.filter(isUiAreaNamespace).map((namespace) => namespace.slice(3) as UiArea);
  const others = namespaces.filter(
    (namespace): namespace is PortalNamespace => !isUiAreaNamespace(namespace),
  );
  // The start (lib/prefetch.tsx) and the prefetcher call a route's lazy before the router does. One call per
  // language answers them all, so Vite's preload helper and the text loads run once (issue 22: the router's
  // first navigation did them all again, in its own long task). A call that fails is forgotten, to be tried again.
  const calls = new Map<string, Promise<Module>>();
  return () => {
    const i18n = getI18n() as ReturnType<typeof getI18n> | undefined;
    const language = i18n?.language ?? '';
    const known = calls.get(language);
    if (known) return known;
    const call = Promise.all([
      load(),
      i18n ? loadNamespaces(i18n, others) : undefined,
      i18n && areas.length > 0 ? loadUiAreas(i18n, areas) : undefined,
    ]).then(([module]) => module);
    calls.set(language, call);
    call.catch(() => {
      if (calls.get(language) === call) calls.delete(language);
    });
    return call;
  };
}
