import { paths } from '../../config/paths';

/** ACC-82, SHELL-066: the store locator's address, under /tinh-nang. */
export const storeLocatorHref = paths.features.getHref('dia-diem-cua-hang');

/** ACC-90: the query name of the chosen province (its id): a list by province is deep-linkable. */
export const provinceQuery = 'tinh';
