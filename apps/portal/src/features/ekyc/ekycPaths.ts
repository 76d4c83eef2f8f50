import type { EkycPurpose } from '@selfcare/domain';
import { paths } from '../../config/paths';

/** The store locator's address (ACC-61, ERR-47: the update then needs a store). */
export const ekycStoresHref = paths.features.getHref('dia-diem-cua-hang');

/** SHELL-033 / SHELL-034: which purpose each of the spec's two paths serves. */
export const ekycPurposeOfPath: Readonly<Record<string, EkycPurpose>> = {
  [paths.ekyc.path]: 'update',
  [paths.ekycStandardise.path]: 'standardise',
};

/** The upload row of each purpose (docs/decisions/ekyc.md): v3 for an update, ver2 for a standardisation. */
export const uploadRowOf = {
  update: 'product_identification_v3',
  standardise: 'ekyc_identification_ver2',
} as const satisfies Record<EkycPurpose, string>;
