/**
 * §7 point gifting rows (API-170 … API-173, LOY-57), whose fields and sequence the spec does not show;
 * assumed: the recipient's info, a code sent for one gift, its check (a one-time ticket), then the gift
 * with the ticket. `loyalty.ts` lists them in the loyalty group (docs/decisions/loyalty.md, "Part 2").
 */
import * as z from 'zod/mini';
import { postRow, type Access } from './define';
import { loyaltyResponse, optionalText, wireNumber } from './wire';

/** LOY-57 (assumed): the otp_service of the code that confirms a point gift. */
export const loyaltyGiftOtpService = 'loyalty_gift';

const text = z.string().check(z.minLength(1));
const memberFields = { token: z.string(), msisdn: text };
const giftFields = { ...memberFields, sdtNhan: text, soDiem: wireNumber };

/** LOY-57 (assumed fields): who would receive, and how much more they may receive this month. */
export const giftRecipientRecord = z.looseObject({
  sdtNhan: z.string(),
  tenHoiVien: optionalText,
  laHoiVien: z.boolean(),
  diemConNhanDuoc: wireNumber,
  diemHienTai: wireNumber,
});

/** LOY-57 (assumed fields): a gift's receipt. */
export const giftReceiptRecord = z.looseObject({
  maGiaoDich: z.string(),
  sdtNhan: z.string(),
  soDiem: wireNumber,
  diemConLai: wireNumber,
});

const giftRow = <A extends Access, Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  access: A,
  matrixId: string,
  name: string,
  request: Req,
  response: Res,
  assumed: string,
) => postRow(access, 'loyalty', matrixId, `/${name}`, request, response, { assumed });

export const loyaltyGiftRows = {
  TangDiemThongTin: giftRow(
    'read',
    'API-173',
    'TangDiemThongTin',
    z.looseObject({ ...memberFields, sdtNhan: text }),
    loyaltyResponse(giftRecipientRecord),
    "LOY-57: fields not shown; { sdtNhan } answers the recipient's name, membership and what they may still receive this month",
  ),
  TangDiemSendOTP: giftRow(
    'write',
    'API-171',
    'TangDiemSendOTP',
    z.looseObject(giftFields),
    loyaltyResponse(z.looseObject({ guiOTP: z.boolean() })),
    'LOY-57: fields not shown; { sdtNhan, soDiem } checks the §5 rules and sends the code (otp_service loyalty_gift)',
  ),
  TangDiemVerify: giftRow(
    'write',
    'API-172',
    'TangDiemVerify',
    z.looseObject({ ...giftFields, otp: text }),
    loyaltyResponse(z.looseObject({ maXacThuc: z.string() })),
    'LOY-57: fields not shown; { sdtNhan, soDiem, otp } answers a one-time ticket for that gift (10 minutes)',
  ),
  TangDiem: giftRow(
    'write',
    'API-170',
    'TangDiem',
    z.looseObject({ ...giftFields, maXacThuc: text }),
    loyaltyResponse(giftReceiptRecord),
    'LOY-57: fields not shown; { sdtNhan, soDiem, maXacThuc } moves the points and answers the receipt',
  ),
};
