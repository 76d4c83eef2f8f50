/** Banks for QR payment (ENT-63, about 60) and the card-payment list (ENT-33), from vietnam-qr-pay's NAPAS table. */
import { Banks } from 'vietnam-qr-pay';

export interface SeedBank {
  readonly id: number;
  readonly code: string;
  readonly bin: string;
  readonly name: string;
  readonly shortName: string;
  readonly swiftCode: string | null;
  readonly transferSupported: boolean;
  readonly lookupSupported: boolean;
  readonly cardPayment: boolean;
  readonly isInternational: boolean;
}

/** Domestic banks whose ATM cards the card-payment dialog offers (PKG-21). */
const cardBanks = new Set([
  'VCB',
  'ICB',
  'BIDV',
  'VBA',
  'TCB',
  'MB',
  'ACB',
  'VPB',
  'TPB',
  'STB',
  'HDB',
  'SHB',
  'MSB',
  'OCB',
  'EIB',
  'SCB',
  'VIB',
  'SEAB',
  'LPB',
  'NAB',
]);

const domestic: SeedBank[] = Banks.filter((bank) => !bank.deprecated).map((bank, index) => ({
  id: index + 1,
  code: bank.code,
  bin: bank.bin,
  name: bank.name,
  shortName: bank.shortName,
  swiftCode: bank.swiftCode ?? null,
  transferSupported: bank.vietQRStatus === 1,
  lookupSupported: bank.lookupSupported === 1,
  cardPayment: cardBanks.has(bank.code),
  isInternational: false,
}));

/** International card schemes (IS_INTERNATIONAL 1); they take no QR transfer. */
const international: SeedBank[] = [
  ['VISA', 'Thẻ quốc tế Visa'],
  ['MASTERCARD', 'Thẻ quốc tế Mastercard'],
  ['JCB', 'Thẻ quốc tế JCB'],
  ['AMEX', 'Thẻ quốc tế American Express'],
].map(([code = '', name = ''], index) => ({
  id: 900 + index,
  code,
  bin: '',
  name,
  shortName: code,
  swiftCode: null,
  transferSupported: false,
  lookupSupported: false,
  cardPayment: true,
  isInternational: true,
}));

export const seedBanks: readonly SeedBank[] = [...domestic, ...international];
