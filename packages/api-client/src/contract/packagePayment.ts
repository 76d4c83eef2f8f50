/** §7 Package payment (API-174, API-175): card bank list and payment_package_reg_v2. */
import * as z from 'zod/mini';
import { defineCalls } from './define';
import { cardBankRecord } from './records';
import { optionalText, wireCode } from './wire';

/** PKG-24: what the caller gives; request_time and trans_id are added and signed when sending. */
export const packagePaymentRequest = z.looseObject({
  msisdn: z.string().check(z.minLength(1)),
  package_code: z.string().check(z.minLength(1)),
  pay_method: z.string().check(z.minLength(1)), // 'VNPTWALLET' or a bank code
  product_type: z.enum(['KMCB', 'DATA']),
});

/** The fields the transport adds to the package-payment body (validated by the sandbox). */
export const packagePaymentSignedFields = z.looseObject({
  request_time: z.string().check(z.minLength(1)),
  trans_id: z.string().check(z.minLength(1)),
});

export const packagePaymentCalls = defineCalls({
  banks_jsp: {
    access: 'read',
    matrixId: 'API-174',
    service: 'bankList',
    method: 'GET',
    path: '/banks.jsp',
    request: z.looseObject({}),
    response: z.array(cardBankRecord),
    session: false,
    assumed: 'response wrapper not shown: a JSON array of the banks of ENT-33',
  },
  payment_package_reg_v2: {
    access: 'write',
    matrixId: 'API-175',
    service: 'packagePayment',
    method: 'POST',
    path: '/payment_package_reg_v2',
    request: packagePaymentRequest,
    response: z.looseObject({
      error_code: wireCode,
      message: optionalText,
      redirect_url: z.string().check(z.minLength(1)),
      secure_code: z.string().check(z.minLength(1)),
    }),
    session: false,
  },
});
