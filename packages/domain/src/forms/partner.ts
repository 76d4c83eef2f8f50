/**
 * LOY-55 (form fields not given): the partner registration of `/vinaphone-plus/about?key=becomePartner`.
 * The fields are assumed (docs/decisions/loyalty.md); each reuses the §5 rule of its kind: VAL-52 login
 * name, VAL-53 password, VAL-54 phone, VAL-55 ID number, VAL-56 age, LOY-25 email.
 */
import type { IsoDate } from '../dates';
import type { LocalizedName } from '../localized';
import { MessageKey } from '../messages';
import { validateMembershipPassword } from '../password';
import { validateMembershipPhone } from '../phone';
import { validateEmail } from './email';
import { validateCustomerAge, validateIdNumber, validateMemberLoginName } from './membership';

/** LOY-54: the programme's introduction; its body is server HTML (shown through the ui sanitiser). */
export interface LoyaltyAbout {
  readonly title: LocalizedName;
  readonly html: LocalizedName;
}

/** LOY-55: a business field a partner chooses. */
export interface BusinessField {
  readonly id: string;
  readonly name: LocalizedName;
}

/** LOY-55: a captcha: the id the answer is sent with and its image (a data URL). */
export interface Captcha {
  readonly id: string;
  readonly image: string;
}

export interface PartnerApplication {
  readonly loginName: string;
  readonly password: string;
  readonly company: string;
  readonly businessFieldId: string;
  readonly areaId: string;
  readonly contactName: string;
  readonly phone: string;
  readonly email: string;
  readonly idNumber: string;
  /** 'YYYY-MM-DD' (a date input's value). */
  readonly birthDate: string;
  readonly captchaAnswer: string;
}

export type PartnerField = keyof PartnerApplication;

/** The fields in the order the form shows them (the first with an error takes focus). */
export const PARTNER_FIELDS: readonly PartnerField[] = [
  'loginName',
  'password',
  'company',
  'businessFieldId',
  'areaId',
  'contactName',
  'phone',
  'email',
  'idNumber',
  'birthDate',
  'captchaAnswer',
];

export const EMPTY_PARTNER_APPLICATION: PartnerApplication = {
  loginName: '',
  password: '',
  company: '',
  businessFieldId: '',
  areaId: '',
  contactName: '',
  phone: '',
  email: '',
  idNumber: '',
  birthDate: '',
  captchaAnswer: '',
};

/** The longest text each free field takes (assumed; the contract refuses longer). */
export const PARTNER_FIELD_MAX_LENGTH = {
  loginName: 50,
  company: 200,
  contactName: 100,
  captchaAnswer: 16,
} as const;

export interface FieldError {
  readonly key: MessageKey;
  readonly params?: Readonly<Record<string, number>>;
}

const required = (value: string): FieldError | undefined =>
  value.trim() === '' ? { key: MessageKey.required } : undefined;

const tooLong = (value: string, max: number): FieldError | undefined =>
  value.trim().length > max ? { key: MessageKey.maxLength, params: { n: max } } : undefined;

const refusal = (result: { ok: boolean; error?: MessageKey }): FieldError | undefined =>
  result.ok || result.error === undefined ? undefined : { key: result.error };

/** One field's error, or undefined; `today` (Vietnam's calendar day) is passed in for the age rule. */
export function partnerFieldError(
  field: PartnerField,
  values: PartnerApplication,
  today: IsoDate,
): FieldError | undefined {
  const value = values[field];
  const missing = required(value);
  if (missing) return missing;
  switch (field) {
    case 'loginName':
      return (
        refusal(validateMemberLoginName(value.trim())) ?? tooLong(value, PARTNER_FIELD_MAX_LENGTH.loginName)
      );
    case 'password':
      return refusal(validateMembershipPassword(value));
    case 'phone':
      return refusal(validateMembershipPhone(value));
    case 'email':
      return refusal(validateEmail(value));
    case 'idNumber':
      return refusal(validateIdNumber(value));
    case 'birthDate':
      return refusal(validateCustomerAge(value.trim(), today));
    case 'company':
    case 'contactName':
    case 'captchaAnswer':
      return tooLong(value, PARTNER_FIELD_MAX_LENGTH[field]);
    case 'businessFieldId':
    case 'areaId':
      return undefined;
  }
}

export type PartnerErrors = Partial<Record<PartnerField, FieldError>>;

/** Every field's error (VAL-52 … VAL-56, LOY-25, required); an empty object when the form may be sent. */
export function validatePartnerApplication(values: PartnerApplication, today: IsoDate): PartnerErrors {
  const errors: PartnerErrors = {};
  for (const field of PARTNER_FIELDS) {
    const error = partnerFieldError(field, values, today);
    if (error) errors[field] = error;
  }
  return errors;
}

/** A captcha image the server sends as a data URL: only base64 PNG or SVG (an <img> runs no script). */
const CAPTCHA_IMAGE = /^data:image\/(?:png|svg\+xml);base64,[A-Za-z0-9+/]+={0,2}$/;

/** LOY-55: the captcha's image address, or undefined when it is anything but a base64 PNG or SVG image. */
export function safeCaptchaImage(image: string | null | undefined): string | undefined {
  return image !== null && image !== undefined && CAPTCHA_IMAGE.test(image) ? image : undefined;
}
