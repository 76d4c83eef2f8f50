/** Sample data of the account stories and tests (issue 17): the seeded prepaid, postpaid and VIP accounts. */
import type {
  Allowance,
  BalanceAccount,
  BalanceSummary,
  EInvoice,
  PackageSummary,
  PersonalInfo,
} from '@selfcare/domain';

const allowance = (over: Partial<Allowance> & Pick<Allowance, 'id' | 'kind'>): Allowance => ({
  name: 'D15',
  remaining: 0,
  total: 100,
  expiresOn: '2026-12-13',
  highSpeed: false,
  ...over,
});

export const prepaidAllowances: readonly Allowance[] = [
  allowance({ id: 'fast', kind: 'data', name: 'D15', remaining: 3_420, total: 5_120, highSpeed: true }),
  allowance({ id: 'voice', kind: 'voice', name: 'Phút gọi trong nước', remaining: 85, total: 100 }),
  allowance({ id: 'sms', kind: 'sms', name: 'Tin nhắn trong nước', remaining: 40, total: 50 }),
];

export const emptyAllowances: readonly Allowance[] = [
  allowance({ id: 'fast', kind: 'data', name: 'BASIC', remaining: 0, total: 1_024, highSpeed: true }),
  allowance({ id: 'voice', kind: 'voice', name: 'Phút gọi trong nước', remaining: 0, total: 50 }),
  allowance({ id: 'sms', kind: 'sms', name: 'Tin nhắn trong nước', remaining: 0, total: 20 }),
];

export const unlimitedAllowances: readonly Allowance[] = [
  allowance({
    id: 'fast',
    kind: 'data',
    name: 'MAX300',
    remaining: 102_400,
    total: 122_880,
    highSpeed: true,
  }),
  allowance({
    id: 'voice',
    kind: 'voice',
    name: 'Gọi nội mạng không giới hạn',
    remaining: 1_500,
    total: undefined,
  }),
  allowance({ id: 'sms', kind: 'sms', name: 'Tin nhắn trong nước', remaining: 220, total: 300 }),
];

export const prepaidBalances: BalanceSummary = {
  main: 125_000,
  promotional: 55_000,
  activeUntil: '2027-01-09',
  unbilled: undefined,
};

export const prepaidAccounts: readonly BalanceAccount[] = [
  { code: 'MAIN', name: 'Tài khoản chính', amount: 125_000, expiresOn: '2027-01-09' },
  { code: 'KM1', name: 'Tài khoản khuyến mại 1', amount: 20_000, expiresOn: '2026-12-05' },
  { code: 'KM2', name: 'Tài khoản khuyến mại data', amount: 35_000, expiresOn: '2026-12-20' },
];

export const postpaidBalances: BalanceSummary = {
  main: 0,
  promotional: 0,
  activeUntil: undefined,
  unbilled: 182_500,
};

export const activePackages: readonly PackageSummary[] = [
  {
    id: '1',
    name: 'D15',
    code: 'D15',
    imageUrl: undefined,
    price: 15_000,
    periodCode: '1',
    descriptionHtml: undefined,
    type: '1',
    packageType: 'kmcb',
    statusPay: '1',
    renewsOn: '2026-11-26',
  },
  {
    id: '2',
    name: 'Gọi thả ga',
    code: 'PERUSE',
    imageUrl: undefined,
    price: 5_000,
    periodCode: '4',
    descriptionHtml: undefined,
    type: '1',
    packageType: 'kmcb',
    statusPay: '0',
  },
];

export const postpaidBills: readonly EInvoice[] = [
  {
    id: '1',
    number: 'C25TAA0100000',
    issuedAt: '2026-11-01',
    amount: 182_000,
    period: '10/2026',
    status: 'unpaid',
  },
  {
    id: '2',
    number: 'C25TAA0100037',
    issuedAt: '2026-10-01',
    amount: 165_000,
    period: '09/2026',
    status: 'paid',
  },
  {
    id: '3',
    number: 'C25TAA0100074',
    issuedAt: '2026-09-01',
    amount: 171_500,
    period: '08/2026',
    status: 'paid',
  },
];

export const personalInfo: PersonalInfo = {
  fullName: 'Nguyễn Văn An',
  customerId: 'KH20240001',
  birthDate: '1975-01-01',
  documentType: 'CCCD',
  documentNumber: '001975******',
  documentIssuedOn: '2024-05-10',
  documentIssuedBy: 'Cục Cảnh sát quản lý hành chính về trật tự xã hội',
  address: '12 Phố Huế, Hai Bà Trưng, Hà Nội',
  email: undefined,
};
