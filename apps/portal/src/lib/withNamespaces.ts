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
  return async () => {
    const i18n = getI18n() as ReturnType<typeof getI18n> | undefined;
    const [module] = await Promise.all([
      load(),
      i18n ? loadNamespaces(i18n, others) : undefined,
      i18n && areas.length > 0 ? loadUiAreas(i18n, areas) : undefined,
    ]);
    return module;
  };
}
