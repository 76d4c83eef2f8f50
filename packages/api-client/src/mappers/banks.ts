import type { BankApp, CardBank, QrBank } from '@selfcare/domain';
import type * as z from 'zod/mini';
import type { bankAppRecord, cardBankRecord, qrBankRecord } from '../contract';
import { flag, optional } from './wire';

/** ENT-33: bank of banks.jsp. */
export function toCardBank(record: z.output<typeof cardBankRecord>): CardBank {
  return {
    code: record.BANK_CODE,
    name: record.BANK_NAME,
    logoUrl: optional(record.BANK_LOGO_URL),
    international: flag(record.IS_INTERNATIONAL),
  };
}

/** ENT-63: bank of the QR list. */
export function toQrBank(record: z.output<typeof qrBankRecord>): QrBank {
  return {
    id: record.id,
    name: record.name,
    code: record.code,
    bin: record.bin,
    shortName: record.shortName,
    logoUrl: optional(record.logo),
    transferSupported: flag(record.transferSupported),
    lookupSupported: flag(record.lookupSupported),
    supported: flag(record.support),
    isTransfer: flag(record.isTransfer),
    swiftCode: optional(record.swift_code),
  };
}

/** ENT-64: bank app entry. */
export function toBankApp(record: z.output<typeof bankAppRecord>): BankApp {
  return {
    appId: record.appId,
    appName: record.appName,
    appLogo: optional(record.appLogo),
    bankName: record.bankName,
    monthlyInstall: record.monthlyInstall ?? undefined,
    deeplink: record.deeplink,
  };
}
