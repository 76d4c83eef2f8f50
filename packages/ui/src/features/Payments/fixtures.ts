import type { BillDetail, BillTransfer, PurchasedCardCode, TopUpAllowance } from '@selfcare/domain';

/** Stories' data: a prepaid number's allowance, two codes bought, a postpaid bill with one month due. */
export const sampleAllowance: TopUpAllowance = { mainBalance: 125_000, otherTopUpsLeft: 2 };

export const sampleCardCodes: readonly PurchasedCardCode[] = [
  { serial: 'MT4820019375', pin: '5802914473619', value: 50_000, expiresOn: '2027-11-25' },
  { serial: 'MT4820019376', pin: '7719305582240', value: 50_000, expiresOn: '2027-11-25' },
];

export const sampleBill: BillDetail = {
  billCode: 'KH20240008',
  msisdn: '84913456789',
  customerName: 'Trần Thị Bình',
  amountDue: 155_000,
  bills: [
    { id: '7', period: '10/2026', amount: 155_000, paid: false },
    { id: '8', period: '09/2026', amount: 120_000, paid: true },
    { id: '9', period: '08/2026', amount: 98_000, paid: true },
  ],
};

export const settledBill: BillDetail = {
  ...sampleBill,
  amountDue: 0,
  bills: sampleBill.bills.map((bill) => ({ ...bill, paid: true })),
};

export const sampleTransfer: BillTransfer = {
  transactionId: 'PO1764000000000A1B2C3',
  qrContent:
    '00020101021238560010A00000072701260006970418011212500000910208QRIBFTTA530370454061550005802VN62250821PO1764000000000A1B2C36304ABCD',
  amount: 155_000,
  bankName: 'VietinBank',
  accountNumber: '1250000091',
  transferNote: 'PO1764000000000A1B2C3',
};
