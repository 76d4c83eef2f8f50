/**
 * SHELL-044 … SHELL-046, SHELL-101: the services of the external payment site, each a shortcut path
 * and a footer link a guest signs in for. A module of its own so that the route table (in the
 * entry) does not pull the navigation and configuration with it.
 */
export const guardedServicePages = ['nap-tien', 'mua-ma-the', 'thanh-toan-dich-vu'] as const;
