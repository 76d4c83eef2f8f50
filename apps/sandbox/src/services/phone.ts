import { toInternationalPhone, toLocalPhone } from '@selfcare/domain';
import { OperatorError } from '../http/operator-error';

/** A number as the portal sends it (0912…, 84912…, +84912…) in its stored 84 form, or a refusal. */
export function normaliseMsisdn(raw: string): string {
  const international = toInternationalPhone(raw.trim().replace(/^\+/, ''));
  if (!/^84\d{8,10}$/.test(international)) {
    throw new OperatorError('IDS_ERROR_ISDN_LONG', 'Số điện thoại không đúng định dạng.');
  }
  return international;
}

/** ENT-60: the receipt's phoneNumber is masked the spec's one way (VAL-47: last three digits become xxx). */
export function maskMsisdn(msisdn: string): string {
  return `${toLocalPhone(msisdn).slice(0, -3)}xxx`;
}

/** The stored 84 form of a number, or '' when it is not a phone number (comparisons, never a refusal). */
export function toStoredMsisdn(raw: string): string {
  try {
    return normaliseMsisdn(raw);
  } catch {
    return '';
  }
}
