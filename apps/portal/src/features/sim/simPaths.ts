import { paths } from '../../config/paths';

/** SHELL-066, SHELL-067, SHELL-072: the SIM pages under /tinh-nang (issue 18). */
export const simSlugs = {
  multiSim: 'quan-ly-multisim',
  simChange: 'dang-ky-doi-sim-4g',
  simRegistration: 'dang-ky-sim',
} as const;

export type SimPage = keyof typeof simSlugs;

export const simHref = (page: SimPage) => paths.features.getHref(simSlugs[page]);
