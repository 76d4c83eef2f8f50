import type { ServiceGroup } from '../../config/serviceGroups';

/** PKG-34 (UNSPEC which packages): home internet and TV packages are ordered with the create-order form. */
export function isOrderedByForm(group: ServiceGroup): boolean {
  return group === 'home-internet' || group === 'home-tv';
}
