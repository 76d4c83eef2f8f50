/**
 * The signed-in guard for account pages: wrap their routes in `signedInRoutes([...])`. A guest who
 * opens one is asked to sign in (the sign-in dialog) on the page itself and sees it once signed in;
 * the pages' loaders run only for a signed-in subscriber. See docs/decisions/foundation.md.
 */
import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { servicesOf } from './portalContext';
import { subscriberOf } from './subscriber';

function signedInOnly(loader: RouteObject['loader']): RouteObject['loader'] {
  if (typeof loader !== 'function') return loader;
  const guarded: LoaderFunction = async (args, handlerContext) => {
    const { session } = await servicesOf(args.context);
    return subscriberOf(session) === null ? null : loader(args, handlerContext);
  };
  return guarded;
}

function guardLoaders(route: RouteObject): RouteObject {
  return {
    ...route,
    loader: signedInOnly(route.loader),
    ...(route.children ? { children: route.children.map(guardLoaders) } : {}),
  } as RouteObject;
}

/** A layout route that lets only a signed-in subscriber through to `children`. */
export function signedInRoutes(children: RouteObject[]): RouteObject {
  return { lazy: () => import('./SignedInOnly'), children: children.map(guardLoaders) };
}
