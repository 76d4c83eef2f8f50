/**
 * Linked services (issue 17, ACC-02, ACC-76, ENT-41): the fixed-line, home internet and TV accounts billed
 * with the subscriber. The spec names the product line field but not its values; the values read here are
 * written down in docs/decisions/account.md ("Linked services and home gateway").
 */

/** What a linked account is, from its PRODUCT_LINE. */
export type LinkedServiceKind = 'internet' | 'tv' | 'fixed' | 'mobile' | 'other';

/** Where a linked account stands (assumed STATUS field). */
export type LinkedServiceStatus = 'active' | 'suspended' | 'cancelled' | 'unknown';

export interface LinkedServicePackage {
  readonly code: string;
  readonly name: string;
}

/** ENT-41: a contract account, decrypted, with its status and packages. */
export interface LinkedService {
  /** The account number (decrypted ACCOUNT): what the gateway calls name. */
  readonly account: string;
  readonly kind: LinkedServiceKind;
  /** The decrypted PRODUCT_LINE as the server sent it. */
  readonly productLine: string;
  /** The decrypted CONTACT (the contact number of the account). */
  readonly contact: string;
  readonly status: LinkedServiceStatus;
  readonly packages: readonly LinkedServicePackage[];
}

const kindsByProductLine: Readonly<Record<string, LinkedServiceKind>> = {
  FIBER: 'internet',
  FIBERVNN: 'internet',
  INTERNET: 'internet',
  MYTV: 'tv',
  TV: 'tv',
  PHONE: 'fixed',
  PSTN: 'fixed',
  FIXED: 'fixed',
  // ACC-74: another mobile number linked with mobile_add_account.
  MOBILE: 'mobile',
};

/** ACC-76: the kind of a linked account from its decrypted product line (case and spaces ignored). */
export function linkedServiceKindOf(productLine: string): LinkedServiceKind {
  return kindsByProductLine[productLine.trim().toUpperCase()] ?? 'other';
}

const statuses: Readonly<Record<string, LinkedServiceStatus>> = {
  ACTIVE: 'active',
  SUSPENDED: 'suspended',
  CANCELLED: 'cancelled',
};

export function linkedServiceStatusOf(status: string | undefined): LinkedServiceStatus {
  return statuses[(status ?? '').trim().toUpperCase()] ?? 'unknown';
}

/** A home gateway is managed for a home internet account that is not cancelled (ACC-77). */
export function hasHomeGateway(service: Pick<LinkedService, 'kind' | 'status'>): boolean {
  return service.kind === 'internet' && service.status !== 'cancelled';
}

const kindOrder: readonly LinkedServiceKind[] = ['internet', 'tv', 'fixed', 'mobile', 'other'];

/** Internet first (it has the gateway), then TV, fixed line, mobile and the rest; the server's order within a kind. */
export function sortLinkedServices(services: readonly LinkedService[]): LinkedService[] {
  return services
    .map((service, index) => ({ service, index }))
    .sort(
      (a, b) => kindOrder.indexOf(a.service.kind) - kindOrder.indexOf(b.service.kind) || a.index - b.index,
    )
    .map(({ service }) => service);
}
