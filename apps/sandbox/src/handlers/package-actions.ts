/**
 * The package calls the spec leaves unnamed (PKG-15, PKG-23, PKG-43, PKG-48; docs/decisions/packages.md):
 * - package_register { msisdn, package_code, otp }: a main-account registration, confirmed by the code
 *   that otp_send { otp_service: 'package_register' } delivered;
 * - package_cancel { msisdn, package_code }: cancels an active package of the signed-in number;
 * - help_get_khu_pho_ap_1800 / help_get_area_1800 { province_id, precinct_id }: hamlets / areas of a ward;
 * - custservice_submit_contract_profile_1800: the create-order form.
 */
import { packageRegisterOtpService } from '@selfcare/api-client/contract';
import { nowDate } from '../app-context';
import { OperatorError } from '../http/operator-error';
import { requireOtp } from '../services/otp';
import { findPackage } from './packages';
import type { Handlers } from './types';
import { signedIn } from './types';

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
const ok = <T>(message: string, result: T) => ({ error_code: '0', message, result });

/** Hamlets and areas are not seeded: each ward gets a few, named after its id (stable across runs). */
function wardPlaces(precinctId: string, kind: 1 | 2, label: string, count: number) {
  return Array.from({ length: count }, (_, index) => ({
    id: `${precinctId}${kind}${index + 1}`,
    name: `${label} ${index + 1}`,
  }));
}

const requiredOrderFields = [
  'fullname',
  'contact_no',
  'note',
  'province_id',
  'district_id',
  'precinct_id',
  'address',
] as const;

export const packageActionHandlers: Handlers = {
  // PKG-23: the main account pays at once, after the registration code; the card then shows cancel.
  async package_register(request, app) {
    const msisdn = signedIn(app);
    const found = await findPackage(app.db, text(request['package_code']));
    if (!found) throw new OperatorError('02', `Gói cước ${text(request['package_code'])} không tồn tại.`);
    await requireOtp(app, msisdn, packageRegisterOtpService, text(request['otp']));
    const added = await app.db.query<{ package_code: string }>(
      `insert into subscriptions (msisdn, package_code, registered_at) values ($1, $2, $3)
       on conflict do nothing returning package_code`,
      [msisdn, found.code, nowDate(app)],
    );
    if (added.length === 0) throw new OperatorError('05', `Thuê bao đang sử dụng gói ${found.name}.`);
    return { error_code: '0', message: `Đăng ký gói ${found.name} thành công.` };
  },

  async package_cancel(request, app) {
    const msisdn = signedIn(app);
    const code = text(request['package_code']);
    const removed = await app.db.query<{ package_code: string }>(
      'delete from subscriptions where msisdn = $1 and package_code = $2 returning package_code',
      [msisdn, code],
    );
    if (removed.length === 0) throw new OperatorError('04', `Thuê bao chưa đăng ký gói ${code}.`);
    return { error_code: '0', message: `Huỷ gói ${code} thành công.` };
  },

  async help_get_khu_pho_ap_1800(request) {
    const hamlets = wardPlaces(text(request['precinct_id']), 1, 'Tổ dân phố', 3);
    return ok(
      'Thành công',
      hamlets.map(({ id, name }) => ({ AP_ID: id, AP_NAME: name })),
    );
  },

  async help_get_area_1800(request) {
    const areas = wardPlaces(text(request['precinct_id']), 2, 'Khu', 2);
    return ok(
      'Thành công',
      areas.map(({ id, name }) => ({ KHU_ID: id, KHU_NAME: name })),
    );
  },

  // PKG-44 … PKG-47: the operator checks the same rule the form does, and answers with a reference.
  async custservice_submit_contract_profile_1800(request, app) {
    const missing = requiredOrderFields.filter((field) => text(request[field]) === '');
    if (missing.length > 0)
      throw new OperatorError('1', `Cần nhập đầy đủ thông tin (${missing.join(', ')}).`);
    if (['street_id', 'ap_id', 'khu_id'].every((field) => text(request[field]) === '')) {
      throw new OperatorError('1', 'Vui lòng chọn đường, thôn/ấp hoặc khu vực.');
    }
    const reference = `DH${app.clock.now()}`;
    return ok(
      `Đã ghi nhận yêu cầu ${reference} lúc ${nowDate(app).toISOString()}. Nhân viên sẽ liên hệ trong 24 giờ.`,
      { ORDER_ID: reference },
    );
  },
};
