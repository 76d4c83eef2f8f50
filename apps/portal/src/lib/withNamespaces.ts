import { getI18n } from 'react-i18next';
import { loadNamespaces } from './i18n';
import type { PortalNamespace } from './i18nResources';

/**
 * A route's `lazy` that fetches the texts its page reads (active language only) in parallel with
 * the page's chunk, so the page renders with its words and no extra round trip:
 * `lazy: withNamespaces(['packages'], () => import('./CatalogueRoute'))`.
 * The instance is the app's (react-i18next keeps the one initialised last: main.tsx makes it before
 * the router). Without one, `useTranslation` in the page still fetches what is missing, one step later.
 */
export function withNamespaces<Module>(
  namespaces: readonly PortalNamespace[],
  load: () => Promise<Module>,
): () => Promise<Module> {
  return async () => {
    const i18n = getI18n() as ReturnType<typeof getI18n> | undefined;
    const [module] = await Promise.all([load(), i18n ? loadNamespaces(i18n, namespaces) : undefined]);
    return module;
  };
}
