import { createContext, useContext } from 'react';

/** Whether the portal has a page at an address (a route other than the not-found page). */
export type PageExists = (href: string) => boolean;

/**
 * The shell's entries (account menu, /tinh-nang, the support entry) show a link only where a page
 * answers it, so none ends on the not-found page (issue 14). The app provides the answer from its
 * route table (app/pageDirectory.ts); without a provider no page is assumed to exist.
 */
const PageDirectoryContext = createContext<PageExists>(() => false);

export const PageDirectoryProvider = PageDirectoryContext.Provider;

export function usePageExists(): PageExists {
  return useContext(PageDirectoryContext);
}
