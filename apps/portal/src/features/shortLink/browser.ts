/** Leaving the portal for another origin (the login host, an allowed campaign site); tests replace it. */
export const browser = {
  assign: (href: string): void => window.location.assign(href),
  replace: (href: string): void => window.location.replace(href),
};
