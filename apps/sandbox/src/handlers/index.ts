import type { CallDef } from '@selfcare/api-client/contract';
import { accountHandlers } from './account';
import { accountOverviewHandlers } from './account-overview';
import { authHandlers, loginServiceHandlers } from './auth';
import { contentHandlers } from './content';
import { familyHandlers } from './family';
import { identityHandlers } from './identity';
import { gatewayHandlers } from './gateway';
import { landingHandlers } from './landing';
import { einvoiceHandlers } from './einvoice';
import { locationHandlers } from './location';
import { loyaltyHandlers } from './loyalty';
import { loyaltyPartnerHandlers } from './loyalty-partners';
import { loyaltyOfferHandlers } from './loyalty-offers';
import { loyaltyGiftHandlers } from './loyalty-gifting';
import { packageActionHandlers } from './package-actions';
import { packagePaymentHandlers } from './package-payment';
import { packageHandlers } from './packages';
import { paymentHandlers } from './payments';
import { paymentConfirmationHandlers } from './payment-confirmation';
import { qualityHandlers } from './quality';
import { roamingHandlers } from './roaming';
import { supportHandlers } from './support';
import { serviceLinkingHandlers } from './service-linking';
import { debtHistoryHandlers } from './debt-history';
import { simHandlers } from './sim';
import { usageHandlers } from './usage';
import type { Handler, Handlers } from './types';

/** Every handler of the sandbox, keyed by call name; a row without one answers NOT_AVAILABLE. */
export const handlers: Handlers = {
  ...authHandlers,
  ...loginServiceHandlers,
  ...packageHandlers,
  ...packagePaymentHandlers,
  ...packageActionHandlers,
  ...locationHandlers,
  ...contentHandlers,
  ...supportHandlers,
  ...simHandlers,
  ...qualityHandlers,
  ...roamingHandlers,
  ...accountHandlers,
  ...usageHandlers,
  ...accountOverviewHandlers,
  ...familyHandlers,
  ...identityHandlers,
  ...gatewayHandlers,
  ...serviceLinkingHandlers,
  ...debtHistoryHandlers,
  ...einvoiceHandlers,
  ...paymentHandlers,
  ...paymentConfirmationHandlers,
  ...loyaltyHandlers,
  ...loyaltyPartnerHandlers,
  ...loyaltyOfferHandlers,
  ...loyaltyGiftHandlers,
  ...landingHandlers,
};

/** The router sees handlers by name only; each was type-checked against its own row above. */
export const handlersByName = handlers as Readonly<Record<string, Handler<CallDef> | undefined>>;
