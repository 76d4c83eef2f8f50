/** Focused transport tests: timeout, 401 hook, network, malformed JSON, signing flows, headers. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createHmacSigner,
  hmacSha256Hex,
  packagePaymentTransIdInput,
  subscriberUpdateTokenInput,
  type Signer,
} from '../src/contract';
import { samples } from './fixtures';
import { startTestServer, type TestServer } from './server';
import { FIXED_NOW, TEST_SECRETS, testClient } from './setup';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const lastBody = () => (server.requests.at(-1)?.body ?? {}) as Record<string, unknown>;

describe('transport', () => {
  it('API-003 gives up after the timeout with a timeout error', async () => {
    server.handle(() => ({ hang: true }));
    const result = await testClient(server.origin, { timeoutMs: 80 }).call('mobile_get_info', {});
    expect(result).toEqual({
      ok: false,
      error: { kind: 'timeout', call: 'mobile_get_info', timeoutMs: 80, message: 'timeout' },
    });
  });

  it('defaults the timeout to the spec 30000 ms', async () => {
    const { DEFAULT_TIMEOUT_MS } = await import('../src/client/options');
    expect(DEFAULT_TIMEOUT_MS).toBe(30_000);
  });

  it("stops with 'aborted' when the caller's signal aborts", async () => {
    server.handle(() => ({ hang: true }));
    const controller = new AbortController();
    const pending = testClient(server.origin).call('mobile_get_info', {}, { signal: controller.signal });
    controller.abort();
    expect(await pending).toMatchObject({ ok: false, error: { kind: 'aborted' } });
  });

  it('ERR-02 calls onUnauthorized on code 401 while signed in', async () => {
    const onUnauthorized = vi.fn();
    server.handle(() => ({ json: { errorCode: '401', message: 'expired' } }));
    const result = await testClient(server.origin, { onUnauthorized }).call('getListNational', {
      msisdn: '84912345678',
      session: 's',
    });
    expect(result).toMatchObject({ ok: false, error: { kind: 'unauthorized', message: 'expired' } });
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(onUnauthorized.mock.calls[0]?.[0]).toMatchObject({
      kind: 'unauthorized',
      call: 'getListNational',
    });
  });

  it('ERR-02 does not call onUnauthorized when signed out', async () => {
    const onUnauthorized = vi.fn();
    server.handle(() => ({ json: { error_code: '401' } }));
    const result = await testClient(server.origin, { onUnauthorized, getSession: () => undefined }).call(
      'mobile_get_info',
      {},
    );
    expect(result).toMatchObject({ ok: false, error: { kind: 'unauthorized' } });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('ERR-02 treats HTTP status 401 as unauthorized too', async () => {
    const onUnauthorized = vi.fn();
    server.handle(() => ({ status: 401, text: 'no' }));
    await testClient(server.origin, { onUnauthorized }).call('mobile_get_info', {});
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('returns a network error when nothing listens', async () => {
    const closed = await startTestServer();
    await closed.close();
    const result = await testClient(closed.origin).call('mobile_get_info', {});
    expect(result).toMatchObject({ ok: false, error: { kind: 'network', call: 'mobile_get_info' } });
  });

  it('reports malformed JSON as a response contract error', async () => {
    server.handle(() => ({ text: '{"error_code": "0",' }));
    const result = await testClient(server.origin).call('mobile_get_info', {});
    expect(result).toMatchObject({ ok: false, error: { kind: 'contract', direction: 'response', path: [] } });
  });

  it('ERR-01 passes the raw status text when an HTTP error has no errorMessage', async () => {
    server.handle(() => ({ status: 500, text: 'boom' }));
    const result = await testClient(server.origin).call('mobile_get_info', {});
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'http', status: 500, message: 'Internal Server Error' },
    });
  });

  it('ERR-01 falls back to the message, then the raw code, for business errors', async () => {
    server.handle(() => ({ json: { error_code: '7', message: 'Sai OTP' } }));
    expect(await testClient(server.origin).call('mobile_get_info', {})).toMatchObject({
      error: { kind: 'business', code: '7', message: 'Sai OTP' },
    });
    server.handle(() => ({ json: { error_code: 7 } }));
    expect(await testClient(server.origin).call('mobile_get_info', {})).toMatchObject({
      error: { kind: 'business', code: '7', message: '7' },
    });
  });

  it('rejects a request that breaks the contract before sending, with the field path', async () => {
    server.requests.length = 0;
    const client = testClient(server.origin);
    const bad = { msisdn: '84912345678', otp_service: 'nope' } as unknown as Parameters<
      typeof client.call<'otp_send'>
    >[1];
    const result = await client.call('otp_send', bad);
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'contract', call: 'otp_send', direction: 'request', path: ['otp_service'] },
    });
    expect(server.requests).toHaveLength(0);
  });

  it('ERR-19 reads loyalty ERRORCODE ERR-COD-90001 as a business error (not a member)', async () => {
    server.handle(() => ({
      json: { ERRORCODE: 'ERR-COD-90001', ErrorCode: 200, message: 'Không phải hội viên' },
    }));
    const result = await testClient(server.origin).call('getLayThongTinChungMobileV2', {
      token: 't',
      msisdn: '849',
    });
    expect(result).toMatchObject({ ok: false, error: { kind: 'business', code: 'ERR-COD-90001' } });
  });

  it('ERR-20 requires member-token errorCode 0', async () => {
    server.handle(() => ({ json: { errorCode: '1', result: {} } }));
    const result = await testClient(server.origin).call('getTokenHoiVien', { domain: 'd', msisdn: '849' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'business', code: '1' } });
  });

  it('API-140 sends en_US when the language is English, as a GET with a query', async () => {
    server.handle(() => ({ json: { data: [] } }));
    await testClient(server.origin, { language: () => 'en-US' }).call('ads_getBanners', { position: 'top' });
    const received = server.requests.at(-1);
    expect(received?.method).toBe('GET');
    expect(received?.url).toBe('/api/config/ads/getBanners?position=top');
    expect(received?.headers['accept-language']).toBe('en_US');
  });

  it('API-185 sends the device-info header and tinh_id null on the OTP service', async () => {
    server.handle(() => ({ json: { error_code: '0' } }));
    await testClient(server.origin).call('roaming_otp_send', {
      msisdn: '84912345678',
      otp_service: 'ir_register',
      tinh_id: null,
    });
    const received = server.requests.at(-1);
    expect(received?.url).toBe('/api/otp/otp_send');
    expect(received?.headers['x-device-info']).toBe('test-device');
    expect(lastBody()).toEqual({ msisdn: '84912345678', otp_service: 'ir_register', tinh_id: null });
  });

  it('ERR-28 keeps send_sms_nok_limit_n as the business code for the countdown rule', async () => {
    server.handle(() => ({ json: { error_code: 'send_sms_nok_limit_3', message: 'Quá giới hạn' } }));
    const result = await testClient(server.origin).call('roaming_otp_send', {
      msisdn: '84912345678',
      otp_service: 'ir_register',
      tinh_id: null,
    });
    expect(result).toMatchObject({
      error: { kind: 'business', code: 'send_sms_nok_limit_3', message: 'Quá giới hạn' },
    });
  });
});

describe('package payment', () => {
  const request = samples.payment_package_reg_v2?.request as {
    msisdn: string;
    package_code: string;
    pay_method: string;
    product_type: 'DATA';
  };

  it('PKG-24 adds request_time and the signed trans_id', async () => {
    server.handle(() => ({ json: { error_code: '01', message: 'x' } }));
    await testClient(server.origin).call('payment_package_reg_v2', request);
    const body = lastBody();
    expect(body['request_time']).toBe('20240826100405');
    const input = packagePaymentTransIdInput({ ...request, request_time: '20240826100405' });
    expect(body['trans_id']).toBe(await hmacSha256Hex(TEST_SECRETS.packagePayment, input));
  });

  it('ERR-21 succeeds when error_code is 00 and secure_code matches', async () => {
    server.handle(async (received) => ({
      json: await samples.payment_package_reg_v2!.response!(received.body as Record<string, unknown>),
    }));
    const result = await testClient(server.origin).call('payment_package_reg_v2', request);
    expect(result).toMatchObject({ ok: true, data: { redirect_url: 'https://pay/redirect' } });
  });

  it('ERR-22 fails when secure_code does not match, even with error_code 00', async () => {
    server.handle(() => ({
      json: { error_code: '00', message: 'OK', redirect_url: 'https://pay/redirect', secure_code: 'forged' },
    }));
    const result = await testClient(server.origin).call('payment_package_reg_v2', request);
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'business', code: 'secure_code_mismatch', message: 'OK' },
    });
  });

  it('ERR-22 fails when the signer refuses to sign the answer (it is not one the operator gave)', async () => {
    server.handle(async (received) => ({
      json: await samples.payment_package_reg_v2!.response!(received.body as Record<string, unknown>),
    }));
    const hmac = createHmacSigner(TEST_SECRETS);
    const refusesAnswers: Signer = (purpose, message) =>
      message.includes('https://pay/redirect') ? Promise.reject(new Error('403')) : hmac(purpose, message);
    const result = await testClient(server.origin, { signer: refusesAnswers }).call(
      'payment_package_reg_v2',
      request,
    );
    expect(result).toMatchObject({ ok: false, error: { kind: 'business', code: 'secure_code_mismatch' } });
  });

  it('ERR-22 treats error_code 0 (not 00) as a failure', async () => {
    server.handle(() => ({ json: { error_code: '0', message: 'Không thành công' } }));
    const result = await testClient(server.origin).call('payment_package_reg_v2', request);
    expect(result).toMatchObject({ ok: false, error: { kind: 'business', code: '0' } });
  });

  it('returns a config error, without sending, when no signer secret is configured', async () => {
    server.requests.length = 0;
    const result = await testClient(server.origin, { signer: undefined, secrets: {} }).call(
      'payment_package_reg_v2',
      request,
    );
    expect(result).toMatchObject({ ok: false, error: { kind: 'config' } });
    expect(server.requests).toHaveLength(0);
  });
});

describe('subscriber update', () => {
  it('LAND-10 sends request_id (timestamp), partner_code WEB and the token hash of the four values', async () => {
    server.handle(() => ({ json: { error_code: '1', message: 'Đã ghi nhận' } }));
    const result = await testClient(server.origin).call('product_add_contact_update_user_info', {
      msisdn: '0912345678',
    });
    const body = lastBody();
    expect(body['request_id']).toBe(String(FIXED_NOW.getTime()));
    expect(body['partner_code']).toBe('WEB');
    expect(body['session']).toBeUndefined();
    const input = subscriberUpdateTokenInput({
      msisdn: '0912345678',
      request_id: String(FIXED_NOW.getTime()),
      partner_code: 'WEB',
    });
    expect(body['token']).toBe(await hmacSha256Hex(TEST_SECRETS.subscriberUpdate, input));
    // ERR-24: the server message reaches the caller either way.
    expect(result).toMatchObject({ error: { message: 'Đã ghi nhận' } });
  });
});
