/** §7 Package payment (API-174, API-175): card banks and payment_package_reg_v2 through the sandbox gateway. */
import { packagePaymentSignedFields } from '@selfcare/api-client/contract';
import { describeIssues } from '../http/operator-error-format';
import { InvalidInput, OperatorError } from '../http/operator-error';
import { gatewayUrl, openPayment } from '../services/package-payments';
import { normaliseMsisdn } from '../services/phone';
import { signSecureCode, transIdMatches } from '../services/signing';
import { findPackage } from './packages';
import type { Handlers } from './types';

interface CardBankRow {
  code: string;
  name: string;
  logo_url: string;
  is_international: boolean;
}

export const packagePaymentHandlers: Handlers = {
  // API-174, PKG-21: banks whose cards the payment dialog offers.
  async banks_jsp(_request, app) {
    const rows = await app.db.query<CardBankRow>(
      'select * from banks where card_payment order by is_international, sort',
    );
    return rows.map((row) => ({
      BANK_CODE: row.code,
      BANK_NAME: row.name,
      BANK_LOGO_URL: row.logo_url,
      IS_INTERNATIONAL: row.is_international ? 1 : 0,
    }));
  },

  // API-175, PKG-24 ... PKG-28: a pending payment and a redirect to the sandbox gateway page. The row
  // carries no session: the trans_id binds it to the caller, as the signer signs only for a live
  // session's own number (http/signer.ts).
  async payment_package_reg_v2(request, app) {
    const signed = packagePaymentSignedFields.safeParse(request);
    if (!signed.success) throw new InvalidInput(`Invalid payment request: ${describeIssues(signed.error)}`);
    const body = { ...request, ...signed.data };
    if (!(await transIdMatches(app.config.paymentSecret, body, body.trans_id))) {
      throw new OperatorError('97', 'Chữ ký giao dịch không hợp lệ (trans_id).');
    }
    const msisdn = normaliseMsisdn(request.msisdn);
    const found = await findPackage(app.db, request.package_code);
    if (!found) throw new OperatorError('02', `Gói cước ${request.package_code} không tồn tại.`);
    if (found.status_pay !== 1)
      throw new OperatorError('03', `Gói ${found.name} chỉ thanh toán bằng tài khoản chính.`);
    const paymentId = await openPayment(app, {
      msisdn,
      packageCode: found.code,
      packageName: found.name,
      payMethod: request.pay_method,
      productType: request.product_type,
      amount: found.price,
      transId: body.trans_id,
    });
    const response = {
      error_code: '00',
      message: 'Khởi tạo giao dịch thành công.',
      redirect_url: gatewayUrl(paymentId),
    };
    return {
      ...response,
      secure_code: await signSecureCode(app.config.paymentSecret, body.trans_id, response),
    };
  },
};
