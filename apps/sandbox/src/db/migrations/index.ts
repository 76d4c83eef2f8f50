import { initialSchema } from './001-initial';
import { hardeningSchema } from './002-hardening';
import { dataAllowanceSchema } from './003-data-allowance';
import { loyaltyRequestIdsSchema } from './004-loyalty-request-ids';
import { supportSchema } from './005-support';
import { loyaltyMemberAreaSchema } from './006-loyalty-member-area';
import { loyaltyPointServicesSchema } from './007-loyalty-point-services';
import { loyaltyAboutPartnersSchema } from './019-loyalty-about-partners';
import { partnerAreasSchema } from './029-partner-areas';
import { loyaltyOffersSchema } from './020-loyalty-offers';
import { loyaltyPointGiftsSchema } from './031-loyalty-point-gifts';
import { familyGroupsSchema } from './010-family-groups';
import { qualityReportsSchema } from './008-quality-reports';
import { simSchema } from './011-sim';
import { usageHistorySchema } from './065-usage-history';
import { accountOverviewSchema } from './035-account-overview';
import { ekycSchema } from './047-ekyc';
import { paymentsSchema } from './053-payments';
import { linkedServicesSchema } from './059-linked-services';
import { landingSchema } from './041-landing';
import { serviceLinkingSchema } from './071-service-linking';
import { debtHistorySchema } from './077-debt-history';
import { requesterLimitsSchema } from './080-requester-limits';
import { quotasSchema } from './081-quotas';
import { consentSchema } from './082-consent';

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

/** Append only: a released migration is never edited, a change is a new version. */
export const migrations: readonly Migration[] = [
  { version: 1, name: 'initial', sql: initialSchema },
  { version: 2, name: 'hardening', sql: hardeningSchema },
  { version: 3, name: 'data allowance', sql: dataAllowanceSchema },
  { version: 4, name: 'loyalty request ids', sql: loyaltyRequestIdsSchema },
  { version: 5, name: 'support', sql: supportSchema },
  { version: 6, name: 'loyalty member area', sql: loyaltyMemberAreaSchema },
  { version: 7, name: 'loyalty point services', sql: loyaltyPointServicesSchema },
  // 19: numbered clear of the versions other work in progress takes (8 …).
  { version: 19, name: 'loyalty about and partners', sql: loyaltyAboutPartnersSchema },
  // 20: numbered clear of the versions other work in progress takes.
  { version: 20, name: 'loyalty offers', sql: loyaltyOffersSchema },
  { version: 31, name: 'loyalty point gifts', sql: loyaltyPointGiftsSchema },
  { version: 10, name: 'family groups', sql: familyGroupsSchema },
  { version: 8, name: 'quality reports', sql: qualityReportsSchema },
  { version: 11, name: 'sim', sql: simSchema },
  // 29: after the offers' areas (20); numbered clear of work in progress.
  { version: 29, name: 'partner areas', sql: partnerAreasSchema },
  // 65: issue 17's usage lines, volumes and top-ups; numbered clear of work in progress.
  { version: 65, name: 'usage history', sql: usageHistorySchema },
  // 35: issue 17's account overview (balances, bundles, wallets, papers); clear of work in progress.
  { version: 35, name: 'account overview', sql: accountOverviewSchema },
  // 47: identity updates (issue 19); numbered clear of the versions other work in progress takes.
  { version: 47, name: 'ekyc', sql: ekycSchema },
  // 53: payments (issue 19); numbered clear of the versions other work in progress takes.
  { version: 53, name: 'payments', sql: paymentsSchema },
  // 59: issue 17's linked services and home gateways; numbered clear of work in progress.
  { version: 59, name: 'linked services', sql: linkedServicesSchema },
  // 41: issue 21 (short links, campaign logs, callback requests); numbered clear of work in progress.
  { version: 41, name: 'landing', sql: landingSchema },
  // 71: issue 17's service accounts to link (after 59's linked accounts); numbered clear of work in progress.
  { version: 71, name: 'service linking', sql: serviceLinkingSchema },
  // 77: issue 17's billing history of the register's accounts (after 71); numbered clear of work in progress.
  { version: 77, name: 'debt history', sql: debtHistorySchema },
  // 80: issue 47's sign-in limits per requester (known device or address), ceilings and the SMS budget.
  { version: 80, name: 'requester limits', sql: requesterLimitsSchema },
  // 81: issue 47's quotas per client and per number (after 41's callback requests and 47's ekyc logs).
  { version: 81, name: 'quotas', sql: quotasSchema },
  // 82: issue 47's family invitations and the blocks a refusal or a leave sets.
  { version: 82, name: 'consent', sql: consentSchema },
];
