/** Header names and formats the spec leaves open (API-002, API-140, LOY-29, ROAM-008), chosen once here. */
import type { Language } from './options';

/** API-002 (UNSPEC): the request-time header carries an ISO 8601 instant. */
export const REQUEST_TIME_HEADER = 'X-Request-Time';
/** API-140, LOY-29: the language header with en_US / vi_VN. */
export const LANGUAGE_HEADER = 'Accept-Language';
/** API-185: the device-info header of the roaming OTP send. */
export const DEVICE_INFO_HEADER = 'X-Device-Info';

export function wireLanguage(language: Language): 'vi_VN' | 'en_US' {
  return language === 'en-US' ? 'en_US' : 'vi_VN';
}

/** PKG-24 (UNSPEC format): request_time as yyyyMMddHHmmss in Vietnam time (UTC+7, no DST). */
export function vietnamTimestamp(instant: Date): string {
  const local = new Date(instant.getTime() + 7 * 3_600_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return (
    String(local.getUTCFullYear()) +
    pad(local.getUTCMonth() + 1) +
    pad(local.getUTCDate()) +
    pad(local.getUTCHours()) +
    pad(local.getUTCMinutes()) +
    pad(local.getUTCSeconds())
  );
}
