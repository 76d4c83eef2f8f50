/**
 * How route loaders reach the portal's services (query cache, read factories, session) without
 * importing the data layer into the entry: the router hands every loader a context holding a lazy
 * getter, and the services are created once, on first use (lib/services.tsx in its own chunk).
 */
import { createContext, RouterContextProvider, type LoaderFunctionArgs } from 'react-router-dom';
import type { AppServices } from './services';

export type LoadServices = () => Promise<AppServices>;

const servicesContext = createContext<LoadServices>();

/** The router options every portal router uses (the app's and the tests'): loaders get the services. */
export function portalRouterOptions(loadServices: LoadServices) {
  return {
    future: { v8_middleware: true },
    getContext: () => new RouterContextProvider(new Map([[servicesContext, loadServices]])),
  } as const;
}

/** The loader context as the router gives it (typed loosely until the middleware flag is typed app-wide). */
export type LoaderContext = LoaderFunctionArgs['context'];

export function servicesOf(context: LoaderContext): Promise<AppServices> {
  return (context as RouterContextProvider).get(servicesContext)();
}

/** Runs `create` once and hands out the same promise afterwards. */
export function once<T>(create: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= create());
}
