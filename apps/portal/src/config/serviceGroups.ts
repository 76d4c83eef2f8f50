/**
 * SHELL-051 … SHELL-059: the package groups of the header menu, each a /dich-vu/{service} page
 * (PKG-01). One list for the header menu and the catalogue.
 */
export const serviceGroups = [
  'goi-cuoc-di-dong',
  'home-combo',
  'home-internet',
  'home-tv',
  'mytv-ott',
  'gtgt',
  'co-dinh',
  'gia-dinh-van-phong',
] as const;

export type ServiceGroup = (typeof serviceGroups)[number];

/** /dich-vu alone shows the mobile packages (UNSPEC: the first sub-page of the menu). */
export const defaultServiceGroup: ServiceGroup = 'goi-cuoc-di-dong';

export function isServiceGroup(value: string | undefined): value is ServiceGroup {
  return serviceGroups.includes(value as ServiceGroup);
}
