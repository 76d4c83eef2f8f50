/**
 * The contract of every call of spec §7: one row per call, grouped like §7 and merged here.
 * Shared by the client and apps/sandbox; free of React and the DOM.
 */
import { accountsCalls } from './accounts';
import { authCalls } from './auth';
import { configCalls } from './config';
import { customerCalls } from './customer';
import { einvoiceCalls } from './einvoice';
import { familyCalls } from './family';
import { gatewayCalls } from './gateway';
import { historyCalls } from './history';
import { identityCalls } from './identity';
import { locationCalls } from './location';
import { loggingCalls } from './logging';
import { loginServiceCalls } from './loginService';
import { loyaltyCalls } from './loyalty';
import { packageActionCalls } from './packageActions';
import { packagePaymentCalls } from './packagePayment';
import { paymentCalls } from './payment';
import { qualityCalls } from './quality';
import { roamingCalls } from './roaming';
import { searchCalls } from './search';
import { shortLinkCalls } from './shortLink';
import { simCalls } from './sim';
import { supportCalls } from './support';

export const contract = {
  ...authCalls,
  ...customerCalls,
  ...gatewayCalls,
  ...accountsCalls,
  ...familyCalls,
  ...historyCalls,
  ...simCalls,
  ...paymentCalls,
  ...supportCalls,
  ...searchCalls,
  ...qualityCalls,
  ...identityCalls,
  ...einvoiceCalls,
  ...locationCalls,
  ...shortLinkCalls,
  ...loggingCalls,
  ...configCalls,
  ...loginServiceCalls,
  ...loyaltyCalls,
  ...packagePaymentCalls,
  ...packageActionCalls,
  ...roamingCalls,
};

export type Contract = typeof contract;
export type CallName = keyof Contract;

export * from './define';
export * from './services';
export * from './wire';
export * from './records';
export * from './accountRecords';
export { loyaltyRedeemOtpService, otpServices, packageRegisterOtpService } from './auth';
export { loyaltyGiftOtpService } from './loyaltyGifting';
export { ekycOtpService, identityUploadCalls, subscriberUpdateRequest } from './identity';
export { clickLogRequest } from './shortLink';
export { billingRecord, refillRecord, usageDetailRequest } from './history';
export { bannerRecord } from './config';
export {
  loyaltyEnvelopeFields,
  pointDetailRecord,
  pointHistoryRecord,
  pointRateRecord,
  pointServiceRecord,
  tierBenefitRecord,
} from './loyalty';
export { packagePaymentRequest, packagePaymentSignedFields } from './packagePayment';
export {
  familyAdvancedPackRecord,
  familyInvitationRecord,
  familyOtpServices,
  familyReceivedInvitationRecord,
  familyStatusRecord,
  familySubscriberStatusRecord,
  homeComboPackageRecord,
  homeComboRemainRecord,
} from './family';
export {
  gatewayDeviceRecord,
  gatewayRecord,
  gatewayRefusals,
  rebootScheduleRecord,
  wifiScheduleRecord,
  wlanRecord,
} from './gateway';
export type { GatewayRefusal } from './gateway';
export { debtMonthRecord, linkRefusals, serviceAccountInfoRecord } from './accounts';
export type { LinkRefusalCode } from './accounts';
export * from './contractAccountCipher';
export * from './signing';
export * from './rules';
