/**
 * §7 point gifting rows (API-170 … API-173, LOY-57), whose fields and sequence the spec does not show;
 * assumed: the recipient's info, a code sent for one gift, its check (a one-time ticket), then the gift
 * with the ticket. `loyalty.ts` lists them in the loyalty group (docs/decisions/loyalty.md, "Part 2").
 */
import * as z from 'zod/mini';
import { postRow, type Access } from './define';
import { loyaltyResponse, wireNumber } from './wire';

/** LOY-57 (assumed): the otp_service of the code that confirms a point gift. */
export const loyaltyGiftOtpService = 'loyalty_gift';

const text = z.string().check(z.minLength(1));
const memberFields = { token: z.string(), msisdn: text };
const giftFields = { ...memberFields, sdtNhan: text, soDiem: wireNumber };

/**
 * LOY-57 (assumed fields): the recipient's number as the operator reads it and the giver's points. Issue 47:
 * the same for a member and a stranger (no name, no membership, no allowance), so the lookup tells nobody
 * who is a member; whether the recipient can receive is answered by TangDiemVerify, once the code is proven.
 */
export const giftRecipientRecord = z.looseObject({
  sdtNhan: z.string(),
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
    "LOY-57: fields not shown; { sdtNhan } answers the number read and the giver's points, the same for a member and a stranger (issue 47)",
  ),
  TangDiemSendOTP: giftRow(
    'write',
    'API-171',
    'TangDiemSendOTP',
    z.looseObject(giftFields),
    loyaltyResponse(z.looseObject({ guiOTP: z.boolean() })),
    "LOY-57: fields not shown; { sdtNhan, soDiem } checks the giver's §5 rules and sends the code (otp_service loyalty_gift)",
  ),
  TangDiemVerify: giftRow(
    'write',
    'API-172',
    'TangDiemVerify',
    z.looseObject({ ...giftFields, otp: text }),
    loyaltyResponse(z.looseObject({ maXacThuc: z.string() })),
    'LOY-57: fields not shown; { sdtNhan, soDiem, otp } checks the code, then the recipient (a member, the monthly limit), and answers a one-time ticket for that gift (10 minutes)',
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
