/**
 * ROAM-010: the typed analytics adapter of the roaming page. Events go to the tag manager's `dataLayer`
 * when the page has one; with no analytics present every call does nothing.
 */

/** The screens the spec names. */
export type RoamingScreen = 'roaming_package_list' | 'roaming_package_QR';

/** §7: button, block, icon and item clicks, and screen display. */
export type RoamingClickKind = 'button_click' | 'block_click' | 'icon_click' | 'item_click';

export type RoamingAnalyticsEvent =
  | { readonly event: 'screen_view'; readonly screen: RoamingScreen }
  | {
      readonly event: RoamingClickKind;
      readonly screen: RoamingScreen;
      readonly name: string;
      readonly value?: string;
    };

export interface RoamingAnalytics {
  screen(screen: RoamingScreen): void;
  click(kind: RoamingClickKind, screen: RoamingScreen, name: string, value?: string): void;
}

/** Where events are pushed; `window` in the browser. */
export interface AnalyticsHost {
  dataLayer?: unknown;
}

export function createRoamingAnalytics(host: AnalyticsHost | undefined): RoamingAnalytics {
  const push = (event: RoamingAnalyticsEvent) => {
    const layer = host?.dataLayer;
    if (Array.isArray(layer)) layer.push(event);
  };
  return {
    screen: (screen) => push({ event: 'screen_view', screen }),
    click: (kind, screen, name, value) =>
      push({ event: kind, screen, name, ...(value === undefined ? {} : { value }) }),
  };
}
