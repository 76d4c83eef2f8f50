/** §7 Roaming service (API-177 ... API-185): the token page, transfers by VietQR and roaming on/off. */
import { nowDate } from '../app-context';
import { OperatorError, sessionExpired } from '../http/operator-error';
import { checkOtp, sendOtp } from '../services/otp';
import { verifyCodes, verifyMessages } from '../services/otp-rules';
import { maskMsisdn, normaliseMsisdn } from '../services/phone';
import { decryptRoamingToken } from '../services/roaming-token';
import { findTransaction, transactionStatus, vietQrPayload } from '../services/roaming-transactions';
import { resolveSession } from '../services/sessions';
import { findSubscriber } from '../services/subscribers';
import {
  countryRecord,
  loadRoamingPackages,
  roamingPackageRecord,
  type CountryRow,
} from './roaming-packages';
import { signedIn, type Handlers } from './types';

const ok = { errorCode: '0', message: 'Thành công' } as const;
const vietQr = { bankCode: 'VIETQR', currencyCode: 'VND' } as const;

export const roamingHandlers: Handlers = {
  // API-177: the token in the address opens the page data for its subscriber.
  async roaming_load_info(request, app) {
    const content = decryptRoamingToken(app.config.roamingTokenSecret, request.encryptedToken);
    if (!content) throw new OperatorError('1', 'Đường dẫn không hợp lệ, vui lòng mở lại từ ứng dụng.');
    if ((await resolveSession(app, content.session)) !== content.msisdn) throw sessionExpired();
    const subscriber = await findSubscriber(app.db, content.msisdn);
    if (!subscriber) throw new OperatorError('1', 'Thuê bao không tồn tại.');
    const packages = await loadRoamingPackages(app.db);
    const cycles = new Map(packages.map((item) => [item.cycle, item]));
    const favourites = await app.db.query<CountryRow>(
      'select id, name_vn, name_en from countries where favourite order by id',
    );
    const detail = packages.find((item) => item.code === content.packageCode);
    return {
      ...ok,
      token: content.session,
      result: {
        msisdn: subscriber.msisdn,
        packageDetail: detail ? roamingPackageRecord(detail) : null,
        listFavariteCountry: favourites.map(countryRecord),
        listCycle: [...cycles.values()]
          .sort((a, b) => a.cycle - b.cycle)
          .map((item) => ({ cycle: item.cycle, cycleDesc: item.cycle_desc, cycleDuration: item.cycle })),
        rxServiceActive: subscriber.roaming_package_code,
        listPackage: packages.map(roamingPackageRecord),
        irCheckActive: subscriber.roaming_data_on ? 1 : 0,
      },
    };
  },

  async getListNational(_request, app) {
    signedIn(app);
    const rows = await app.db.query<CountryRow>(
      'select id, name_vn, name_en from countries order by name_vn',
    );
    return { ...ok, result: rows.map(countryRecord) };
  },

  async getPackageInfo(request, app) {
    signedIn(app);
    const found = (await loadRoamingPackages(app.db)).find(
      (item) => String(item.id) === String(request.packageId),
    );
    if (!found) throw new OperatorError('1', 'Gói cước không tồn tại.');
    return { ...ok, result: roamingPackageRecord(found) };
  },

  // API-180, DOM-43: paymentCode is the package id, amount its price; bank VIETQR, currency VND.
  async createTransaction(request, app) {
    const msisdn = signedIn(app);
    const found = (await loadRoamingPackages(app.db)).find((item) => String(item.id) === request.paymentCode);
    if (!found) throw new OperatorError('1', 'Gói cước không tồn tại.');
    if (request.amount !== found.price)
      throw new OperatorError('2', `Số tiền không khớp giá gói (${found.price}đ).`);
    if (request.bankCode !== vietQr.bankCode || request.currencyCode !== vietQr.currencyCode) {
      throw new OperatorError('3', 'Chỉ hỗ trợ chuyển khoản VietQR bằng VND.');
    }
    const now = nowDate(app);
    const [sequence] = await app.db.query<{ next: number }>(
      "select nextval('roaming_transaction_seq')::int as next",
    );
    const day = now.toISOString().slice(0, 10).replaceAll('-', '');
    const id = `RM${day}${String(sequence?.next ?? 0).padStart(6, '0')}`;
    await app.db.query(
      `insert into roaming_transactions (id, msisdn, package_id, amount, fee_amount, discount_amount, final_amount, status, message, created_at, updated_at)
       values ($1, $2, $3, $4, 0, 0, $4, $5, $6, $7, $7)`,
      [id, msisdn, found.id, found.price, transactionStatus.processing, 'Đang chờ thanh toán.', now],
    );
    return {
      ...ok,
      result: {
        transactionId: id,
        amount: found.price,
        feeAmount: 0,
        discountAmount: 0,
        finalAmount: found.price,
      },
    };
  },

  // API-181: the QR text is a VietQR payload for the transaction's final amount.
  async getQR(request, app) {
    const msisdn = signedIn(app);
    const transaction = await findTransaction(app, String(request.orderId));
    if (!transaction || transaction.msisdn !== msisdn)
      throw new OperatorError('1', 'Không tìm thấy giao dịch.');
    return { ...ok, result: vietQrPayload(transaction) };
  },

  // API-182, DOM-47 ... DOM-49: 2 success, -1 failure, 0 still processing.
  async queryTransactionInfo(request, app) {
    const msisdn = signedIn(app);
    const transaction = await findTransaction(app, String(request.transactionId));
    if (!transaction || transaction.msisdn !== msisdn)
      throw new OperatorError('1', 'Không tìm thấy giao dịch.');
    return {
      ...ok,
      result: {
        transactionId: transaction.id,
        transactionStatus: transaction.status,
        message: transaction.message,
        createDate: transaction.created_at.toISOString(),
        serviceName: transaction.package_name,
        phoneNumber: maskMsisdn(transaction.msisdn),
        paymentTransId: transaction.payment_trans_id,
        amount: transaction.final_amount,
      },
    };
  },

  // API-183, DOM-53: '0' roaming data turned off; '403' it was not on.
  async irRegister(_request, app) {
    const msisdn = signedIn(app);
    const [row] = await app.db.query<{ msisdn: string }>(
      'update subscribers set roaming_data_on = false where msisdn = $1 and roaming_data_on returning msisdn',
      [msisdn],
    );
    if (!row) throw new OperatorError('403', 'Thuê bao chưa bật chuyển vùng dữ liệu.');
    return { errorCode: '0', message: 'Tắt chuyển vùng dữ liệu thành công.' };
  },

  // API-184, DOM-55 ... DOM-58: 550 wrong, 539 expired, 551 / 552 locked; success turns roaming data on.
  async roaming_verify_otp(request, app) {
    const msisdn = signedIn(app);
    const outcome = await checkOtp(app, msisdn, 'ir_register', request.otpValue);
    if (outcome !== 'ok') throw new OperatorError(verifyCodes[outcome], verifyMessages[outcome]);
    await app.db.query('update subscribers set roaming_data_on = true where msisdn = $1', [msisdn]);
    return { errorCode: '0', message: 'Bật chuyển vùng dữ liệu thành công.' };
  },

  // API-185: the OTP service's otp_send (error_code, ERR-26 ... ERR-28).
  async roaming_otp_send(request, app) {
    await sendOtp(app, normaliseMsisdn(request.msisdn), request.otp_service);
    return { error_code: '0', message: 'Mã OTP đã được gửi tới số điện thoại của Quý khách.' };
  },
};
