import { describe, expect, it } from 'vitest';
import { mainOtpSendToast, roamingOtpSendOutcome } from './otp-send';

describe('roaming OTP send results', () => {
  it("ERR-26 DOM-41 code '0' opens the OTP modal", () => {
    expect(roamingOtpSendOutcome({ kind: 'response', errorCode: '0' })).toEqual({ kind: 'sent' });
  });

  it("ERR-27 CONST-58 'send_sms_nok' shows the message with a 60 s wait", () => {
    expect(
      roamingOtpSendOutcome({ kind: 'response', errorCode: 'send_sms_nok', message: 'Thử lại sau' }),
    ).toEqual({
      kind: 'refused',
      message: 'Thử lại sau',
      waitSeconds: 60,
    });
  });

  it("ERR-28 CONST-58 any code starting with 'send_sms_nok_limit' waits 300 s", () => {
    for (const errorCode of ['send_sms_nok_limit', 'send_sms_nok_limit_n', 'send_sms_nok_limit_5']) {
      expect(roamingOtpSendOutcome({ kind: 'response', errorCode, message: 'm' })).toEqual({
        kind: 'refused',
        message: 'm',
        waitSeconds: 300,
      });
    }
  });

  it('ERR-29 a network failure shows the send-failed message', () => {
    expect(roamingOtpSendOutcome({ kind: 'networkFailure' })).toEqual({
      kind: 'failed',
      messageKey: 'IDS_OTP_SEND_FAILED',
    });
  });

  it('ERR-32 other refusals show the message without a wait', () => {
    expect(roamingOtpSendOutcome({ kind: 'response', errorCode: '99' })).toEqual({
      kind: 'refused',
      message: undefined,
      waitSeconds: 0,
    });
  });
});

describe('main OTP send toast', () => {
  it('ERR-03 failure shows the server message, else IDS_TV_LOI_OTP', () => {
    expect(mainOtpSendToast('1', 'Sai số')).toEqual({
      success: false,
      message: 'Sai số',
      fallbackKey: 'IDS_TV_LOI_OTP',
    });
    expect(mainOtpSendToast('1', ' ')).toEqual({
      success: false,
      message: undefined,
      fallbackKey: 'IDS_TV_LOI_OTP',
    });
  });

  it('ERR-04 success shows the server message, else the default', () => {
    expect(mainOtpSendToast('0', null)).toEqual({
      success: true,
      message: undefined,
      fallbackKey: 'IDS_OTP_SENT',
    });
  });
});
