import { describe, expect, it } from 'vitest';
import { roamingStartPlan } from './roaming-start';

const pkg = { id: '77', price: 150000 };

describe('roaming page start', () => {
  it('DOM-41 roaming off sends an OTP (ir_register) first', () => {
    expect(roamingStartPlan({ roamingDataOn: false, preselected: undefined })).toEqual({
      step: 0,
      action: { kind: 'sendOtp', otpService: 'ir_register' },
    });
    expect(roamingStartPlan({ roamingDataOn: false, preselected: pkg }).action.kind).toBe('sendOtp');
  });

  it('DOM-43 roaming on with a package creates the transaction', () => {
    expect(roamingStartPlan({ roamingDataOn: true, preselected: pkg })).toEqual({
      step: 1,
      action: { kind: 'createTransaction', package: pkg },
    });
    expect(roamingStartPlan({ roamingDataOn: true, preselected: null })).toEqual({
      step: 0,
      action: { kind: 'showList' },
    });
  });

  it('DOM-45 packageDetail starts the page at step 1', () => {
    expect(roamingStartPlan({ roamingDataOn: false, preselected: pkg }).step).toBe(1);
  });
});
