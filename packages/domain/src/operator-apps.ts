/** ENT-52, API-129: the operator's apps (`media_get_app_link_lists`) and the store links built from them. */

/** One app of the operator, as the app-link list names it. */
export interface OperatorApp {
  /** The app's name, when the server gives one. */
  name: string | undefined;
  /** ENT-52: the Android package (`android_package`), e.g. 'com.vnp.myvinaphone'. */
  androidPackage: string;
  /** The App Store id (digits), when the server gives one. */
  iosAppId: string | undefined;
}

// Server text becomes a link address here: only a well-formed package name or numeric id passes.
const ANDROID_PACKAGE = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/;
const IOS_APP_ID = /^\d{1,15}$/;

/** The Google Play page of an Android package, or undefined for a malformed name. */
export function playStoreUrl(androidPackage: string): string | undefined {
  const name = androidPackage.trim();
  return ANDROID_PACKAGE.test(name)
    ? `https://play.google.com/store/apps/details?id=${encodeURIComponent(name)}`
    : undefined;
}

/** The App Store page of an app id, or undefined for a malformed id. */
export function appStoreUrl(iosAppId: string | undefined): string | undefined {
  const id = iosAppId?.trim();
  return id !== undefined && IOS_APP_ID.test(id) ? `https://apps.apple.com/app/id${id}` : undefined;
}

/** SHELL-009, ACC-97: an app with the store links that can be shown; an app with neither is left out. */
export interface OperatorAppLinks {
  app: OperatorApp;
  playStore: string | undefined;
  appStore: string | undefined;
}

export function operatorAppLinks(apps: readonly OperatorApp[]): OperatorAppLinks[] {
  return apps
    .map((app) => ({ app, playStore: playStoreUrl(app.androidPackage), appStore: appStoreUrl(app.iosAppId) }))
    .filter((links) => links.playStore !== undefined || links.appStore !== undefined);
}
