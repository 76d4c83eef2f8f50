import { describe, expect, it } from 'vitest';
import { authDescOf, resetFailureMessage } from './auth-messages';

describe('reset failure message', () => {
  it('ERR-13 shows AUTH_DESC of the first orgin_msg item', () => {
    expect(resetFailureMessage('[{"AUTH_DESC":"OTP hết hạn"}]')).toEqual({ message: 'OTP hết hạn' });
  });

  it('ERR-13 falls back to IDS_TV_LOI_OTP without a usable AUTH_DESC', () => {
    for (const orgin of [
      undefined,
      null,
      '',
      'not json',
      '{}',
      '[]',
      '[1]',
      '[{"AUTH_DESC":" "}]',
      '[{"X":1}]',
    ]) {
      expect(resetFailureMessage(orgin)).toEqual({ messageKey: 'IDS_TV_LOI_OTP' });
    }
    expect(authDescOf('[{"AUTH_DESC":5}]')).toBeUndefined();
  });
});
