/** Environment rule (§9): the backend host decides the environment flag. */
import { Environment } from './constants';

/** CONST-47 (UNSPEC): the hosts of production and beta come from configuration. */
export interface EnvironmentHosts {
  readonly production: readonly string[];
  readonly beta: readonly string[];
}

/** The host part of a URL or bare host, lower case, without port (input is never trusted to be a URL). */
export function hostOf(urlOrHost: string): string {
  const withoutScheme = urlOrHost.trim().replace(/^[a-z][a-z\d+.-]*:\/\//i, '');
  const authority = withoutScheme.split(/[/?#]/, 1)[0] ?? '';
  return authority.replace(/^.*@/, '').replace(/:\d*$/, '').toLowerCase();
}

/** CONST-46: production 1, beta 2, otherwise 3, from the backend URL's host. */
export function environmentOf(backendUrl: string, hosts: EnvironmentHosts): Environment {
  const host = hostOf(backendUrl);
  const known = (list: readonly string[]) => list.some((candidate) => hostOf(candidate) === host);
  if (known(hosts.production)) return Environment.production;
  if (known(hosts.beta)) return Environment.beta;
  return Environment.other;
}
