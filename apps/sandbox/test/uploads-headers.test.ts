/**
 * Issue 47 items 6 and 8: uploads are images by their content and are drawn again; every size limit answers a
 * readable 413; everything the sandbox serves carries nosniff; CSP reports are taken, bounded and logged.
 */
import { readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { decode as decodeJpeg } from 'jpeg-js';
import { EKYC_PHOTO_MAX_BYTES } from '@selfcare/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspReportRules } from '../src/http/csp-reports';
import { uploadsDir } from '../src/services/ekyc-files';
import { inspectPhoto, PhotoRefused, PHOTO_MAX_PIXELS, reencodePhoto } from '../src/services/photo-content';
import { supportPhotoPath } from '../src/services/support-photos';
import { appended, blobOf, jpegBytes, pngBytes, withJpegSegment, withPngText } from './photos';
import { numberSeries, startTestSandbox, type TestSandbox } from './support';

let sandbox: TestSandbox;
const nextNumber = numberSeries(96);

beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.close();
  rmSync(uploadsDir(sandbox.app.config), { recursive: true, force: true });
});

const svgWithScript =
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.domain)</script></svg>';
/** The first bytes of a Windows program (MZ header, "This program cannot be run in DOS mode"). */
const exe = new Uint8Array(
  Buffer.concat([
    Buffer.from('4d5a90000300000004000000ffff0000', 'hex'),
    Buffer.alloc(64),
    Buffer.from('This program cannot be run in DOS mode.'),
  ]),
);
const polyglot = () =>
  appended(
    withJpegSegment(jpegBytes(), 0xfe, '<html><script>alert(1)</script></html>'),
    '<script>alert(2)</script>',
  );

const refusal = (bytes: Uint8Array) => {
  try {
    reencodePhoto(bytes);
    return 'taken';
  } catch (error) {
    return error instanceof PhotoRefused ? error.reason : `crash: ${String(error)}`;
  }
};

describe('issue 47 item 6: photos by their content, drawn again', () => {
  it('issue 47 item 6: text, SVG with script, an EXE, an empty file and magic bytes alone are refused', () => {
    expect(refusal(new TextEncoder().encode('just some text'))).toBe('notImage');
    expect(refusal(new TextEncoder().encode(svgWithScript))).toBe('notImage');
    expect(refusal(exe)).toBe('notImage');
    expect(refusal(new Uint8Array(0))).toBe('empty');
    const magicOnly = new Uint8Array(2048);
    magicOnly.set([0xff, 0xd8, 0xff, 0xe0]);
    expect(refusal(magicOnly)).toBe('undecodable');
    const pngSignatureOnly = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(refusal(pngSignatureOnly)).toBe('undecodable');
    // A JPEG cut short (no end of image) is not a whole image either.
    expect(refusal(jpegBytes().subarray(0, 300))).toBe('undecodable');
  });

  it('issue 47 item 6: JPEG-HTML and PNG-HTML polyglots are refused, wherever the markup hides', () => {
    expect(refusal(polyglot())).toBe('markup');
    expect(refusal(withJpegSegment(jpegBytes(), 0xfe, '<svg onload=alert(1)>'))).toBe('markup');
    expect(refusal(withJpegSegment(jpegBytes(), 0xe1, 'Exif\0\0<iframe src=javascript:alert(1)>'))).toBe(
      'markup',
    );
    expect(refusal(appended(jpegBytes(), '<!DOCTYPE html><body onload=alert(1)>'))).toBe('markup');
    expect(refusal(withPngText(pngBytes(), 'Comment', '<script>alert(1)</script>'))).toBe('markup');
    expect(refusal(appended(pngBytes(), '<html><script>alert(1)</script>'))).toBe('markup');
  });

  it('issue 47 item 6: a JPEG or PNG is drawn again as a fresh JPEG: same size, no metadata, nothing trailing', () => {
    const withMetadata = appended(
      withJpegSegment(
        withJpegSegment(jpegBytes(64, 48), 0xfe, 'taken at 21.0285,105.8542'),
        0xe1,
        'Exif\0\0GPS',
      ),
      'trailing bytes',
    );
    const clean = reencodePhoto(withMetadata);
    expect(clean).toMatchObject({ type: 'image/jpeg', uploadedType: 'image/jpeg', width: 64, height: 48 });
    const text = Buffer.from(clean.bytes).toString('latin1');
    expect(text).not.toContain('21.0285');
    expect(text).not.toContain('GPS');
    expect(text).not.toContain('trailing');
    expect(Array.from(clean.bytes.subarray(-2))).toEqual([0xff, 0xd9]);
    // A half-transparent PNG comes back as a JPEG over white.
    const fromPng = reencodePhoto(pngBytes(40, 30, 0));
    expect(fromPng).toMatchObject({ type: 'image/jpeg', uploadedType: 'image/png', width: 40, height: 30 });
    const decoded = decodeJpeg(fromPng.bytes, { useTArray: true });
    expect(decoded.data[0]).toBeGreaterThan(240);
  });

  it('issue 47 item 6: the pixel count is bounded from the header, before any decoding (decompression bombs)', () => {
    // A 20 000 × 20 000 PNG header over a tiny body: refused at once, never inflated.
    const bomb = pngBytes(8, 8);
    Buffer.from(bomb.buffer, bomb.byteOffset).writeUInt32BE(20_000, 16);
    Buffer.from(bomb.buffer, bomb.byteOffset).writeUInt32BE(20_000, 20);
    expect(() => inspectPhoto(bomb)).toThrow(PhotoRefused);
    expect(refusal(bomb)).toBe('tooManyPixels');
    const wide = jpegBytes(8, 8);
    // The frame header's size (SOF0: FF C0, length, precision, height, width) claims 4 097 × 2 049.
    const sof = Buffer.from(wide).indexOf(Buffer.from([0xff, 0xc0]));
    Buffer.from(wide.buffer, wide.byteOffset).writeUInt16BE(2049, sof + 5);
    Buffer.from(wide.buffer, wide.byteOffset).writeUInt16BE(4097, sof + 7);
    expect(refusal(wide)).toBe('tooManyPixels');
    expect(PHOTO_MAX_PIXELS).toBe(8 * 1024 * 1024);
  });
});

/** A signed-in number of this file's own. */
async function signIn(): Promise<string> {
  return sandbox.login(nextNumber());
}

async function postForm(path: string, fields: Record<string, string | Blob>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields))
    form.append(key, value, ...(value instanceof Blob ? ['photo.jpg'] : []));
  const response = await fetch(`${sandbox.url}${path}`, { method: 'POST', body: form });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

const ticket = (session: string, photo: Blob) => ({
  session,
  category_id: '2',
  content: 'Không vào được mạng 4G ở nhà.',
  contact_phone: '0912345678',
  photo,
});

describe('issue 47 item 6: the upload calls', () => {
  it('issue 47 item 6: the support photo upload refuses text, SVG with script, an EXE and an empty file', async () => {
    const session = await signIn();
    const files = {
      text: blobOf(new TextEncoder().encode('hello'), 'image/jpeg'),
      svg: blobOf(new TextEncoder().encode(svgWithScript), 'image/svg+xml'),
      exe: blobOf(exe, 'application/octet-stream'),
      empty: blobOf(new Uint8Array(0), 'image/png'),
      polyglot: blobOf(polyglot(), 'image/jpeg'),
    };
    for (const [name, photo] of Object.entries(files)) {
      const answer = await postForm('/api/mobile/custservice_send_trouble', ticket(session, photo));
      expect(answer.status, name).toBe(400);
      expect(answer.body, name).toMatchObject({ error_code: 'BAD_REQUEST' });
      expect(String(answer.body['message']), name).toMatch(/^photo: /);
      expect(answer.headers.get('x-content-type-options'), name).toBe('nosniff');
    }
    // A real photo is taken, and what is kept is a fresh JPEG of it.
    const taken = await postForm(
      '/api/mobile/custservice_send_trouble',
      ticket(session, blobOf(appended(jpegBytes(), 'trailing'))),
    );
    expect(taken.body).toMatchObject({ error_code: '0' });
    const id = (taken.body['result'] as { TROUBLE_ID: number }).TROUBLE_ID;
    const kept = readFileSync(supportPhotoPath(sandbox.app.config, id));
    expect(Array.from(kept.subarray(0, 3))).toEqual([0xff, 0xd8, 0xff]);
    expect(kept.toString('latin1')).not.toContain('trailing');
  });

  it('issue 47 item 6: an eKYC polyglot is refused; good photos are kept and served back as fresh JPEGs with nosniff', async () => {
    const session = await signIn();
    const token = async () =>
      String(
        (
          (await sandbox.post('/api/mobile/vnpt_get_ekyc_token', { session }))['result'] as {
            token_id: string;
          }
        ).token_id,
      );
    const token_id = await token();
    const refused = await postForm('/api/mobile/vnpt_identification_v3', {
      session,
      token_id,
      front_image: blobOf(polyglot()),
      back_image: blobOf(jpegBytes()),
      portrait_image: blobOf(jpegBytes()),
    });
    expect(refused.status).toBe(400);
    expect(String(refused.body['message'])).toMatch(/^front_image: .*polyglot/);
    const taken = await postForm('/api/mobile/vnpt_identification_v3', {
      session,
      token_id,
      front_image: blobOf(appended(jpegBytes(), '<p>not markup a sniffer reads at the end</p>x')),
      back_image: blobOf(pngBytes(), 'image/png'),
      portrait_image: blobOf(jpegBytes()),
    });
    // A <p> tag is no markup a browser acts on: the trailing text is dropped by the fresh drawing instead.
    expect(taken.body).toMatchObject({ error_code: '0' });
    const requestId = (taken.body['result'] as { REQUEST_ID: number }).REQUEST_ID;
    for (const side of ['front', 'back', 'portrait']) {
      const served = await fetch(`${sandbox.url}/__sandbox/ekyc/${requestId}/${side}`);
      expect(served.status, side).toBe(200);
      expect(served.headers.get('content-type'), side).toBe('image/jpeg');
      expect(served.headers.get('x-content-type-options'), side).toBe('nosniff');
      expect(served.headers.get('content-security-policy'), side).toBe("default-src 'none'; sandbox");
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(Array.from(bytes.subarray(0, 3)), side).toEqual([0xff, 0xd8, 0xff]);
      expect(bytes.toString('latin1'), side).not.toMatch(/<p>|not markup/);
    }
  });

  it('issue 47 item 6: a 1.2 MB eKYC photo gets a readable 413 in the operator’s shape', async () => {
    const session = await signIn();
    const big = new Uint8Array(1_200_000);
    big.set(jpegBytes());
    const answer = await postForm('/api/mobile/vnpt_identification_v3', {
      session,
      token_id: 'any',
      front_image: blobOf(big),
      back_image: blobOf(jpegBytes()),
      portrait_image: blobOf(jpegBytes()),
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ error_code: 'PAYLOAD_TOO_LARGE' });
    expect(String(answer.body['message'])).toContain(
      `front_image: the file is larger than ${EKYC_PHOTO_MAX_BYTES}`,
    );
  });
});

/** A POST by node's http client, which (unlike fetch) shows a reset as a reset: status and body, or the error. */
function rawPost(path: string, body: Buffer, headers: Record<string, string>): Promise<string> {
  return new Promise((resolve) => {
    const call = request(new URL(path, sandbox.url), { method: 'POST', headers }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve(`${response.statusCode} ${text}`));
      response.on('error', (error) => resolve(`reset: ${error.message}`));
    });
    call.on('error', (error) => resolve(`reset: ${error.message}`));
    call.end(body);
  });
}

describe('issue 47 item 6: every size limit answers a readable 413', () => {
  it('issue 47 item 6: a multipart body over the limit is read to its end and answered 413, with a length or chunked', async () => {
    const session = await signIn();
    const form = new FormData();
    for (const [key, value] of Object.entries(ticket(session, blobOf(new Uint8Array(3_500_000)))))
      form.append(key, value);
    const encoded = new Response(form);
    const body = Buffer.from(await encoded.arrayBuffer());
    const type = encoded.headers.get('content-type') ?? '';
    for (let round = 0; round < 3; round += 1) {
      const sized = await rawPost('/api/mobile/custservice_send_trouble', body, {
        'content-type': type,
        'content-length': String(body.length),
      });
      expect(sized).toMatch(/^413 \{"error_code":"PAYLOAD_TOO_LARGE"/);
      const chunked = await rawPost('/api/mobile/custservice_send_trouble', body, {
        'content-type': type,
        'transfer-encoding': 'chunked',
      });
      expect(chunked).toMatch(/^413 \{"error_code":"PAYLOAD_TOO_LARGE"/);
      // fetch, which sends while it waits for the answer, reads the 413 too (before: write EPIPE).
      const fetched = await fetch(`${sandbox.url}/api/mobile/custservice_send_trouble`, {
        method: 'POST',
        body: form,
      });
      expect(fetched.status).toBe(413);
      expect(await fetched.json()).toMatchObject({ error_code: 'PAYLOAD_TOO_LARGE' });
    }
  });

  it('issue 47 item 6: a client still sending after a pause reads the 413', async () => {
    const session = await signIn();
    const form = new FormData();
    for (const [key, value] of Object.entries(ticket(session, blobOf(new Uint8Array(1_200_000)))))
      form.append(key, value);
    const encoded = new Response(form);
    const body = new Uint8Array(await encoded.arrayBuffer());
    // A slow link: the first part, a pause longer than any short grace after the answer, then the rest.
    const slowly = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(body.subarray(0, 65_536));
        await new Promise((resolve) => setTimeout(resolve, 800));
        controller.enqueue(body.subarray(65_536));
        controller.close();
      },
    });
    const answer = await fetch(`${sandbox.url}/api/mobile/custservice_send_trouble`, {
      method: 'POST',
      headers: {
        'content-type': encoded.headers.get('content-type') ?? '',
        'content-length': String(body.length),
      },
      body: slowly,
      duplex: 'half',
    } as RequestInit);
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject({ error_code: 'PAYLOAD_TOO_LARGE' });
  });

  it('issue 47 item 6: a body declared far over any drain is answered at once and the connection closed', async () => {
    const answer = await new Promise<string>((resolve) => {
      const call = request(
        new URL('/api/mobile/otp_send', sandbox.url),
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': String(10 ** 12) },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve(`${response.statusCode} ${response.headers.connection} ${text}`));
        },
      );
      call.on('error', (error) => resolve(`reset: ${error.message}`));
      call.write('{"msisdn":');
    });
    expect(answer).toMatch(/^413 close \{"error_code":"PAYLOAD_TOO_LARGE"/);
  });
});

describe('issue 47 items 6 and 8: nosniff on everything the sandbox serves', () => {
  it('issue 47 item 8: /api answers, refusals, sandbox pages, images and unknown paths carry nosniff', async () => {
    const answers = [
      await fetch(`${sandbox.url}/api/mobile/help_get_faq`, { method: 'POST', body: '{}' }),
      await fetch(`${sandbox.url}/api/mobile/help_get_faq`, { method: 'POST', body: '{' }),
      await fetch(`${sandbox.url}/api/mobile/no_such_call`, { method: 'POST', body: '{}' }),
      await fetch(`${sandbox.url}/api/signer/sign`, { method: 'POST', body: '{}' }),
      await fetch(`${sandbox.url}/__sandbox/health`),
      await fetch(`${sandbox.url}/__sandbox/inbox`),
      await fetch(`${sandbox.url}/__sandbox/images/news/1.svg`),
      await fetch(`${sandbox.url}/__sandbox/tiles/0/0/0.svg`),
      await fetch(`${sandbox.url}/nothing-here`),
    ];
    for (const answer of answers) {
      expect(answer.headers.get('x-content-type-options'), answer.url).toBe('nosniff');
      await answer.arrayBuffer();
    }
  });
});

const legacyReport = (directive: string, blocked: string) => ({
  'csp-report': {
    'document-uri': 'http://127.0.0.1:4173/goi-cuoc',
    'violated-directive': directive,
    'effective-directive': directive,
    'original-policy': "default-src 'self'",
    disposition: 'enforce',
    'blocked-uri': blocked,
    'source-file': 'http://127.0.0.1:4173/assets/index.js',
    'line-number': 12,
  },
});

async function report(body: unknown, address: string, type = 'application/csp-report') {
  const response = await fetch(`${sandbox.url}/api/csp-report`, {
    method: 'POST',
    headers: { 'content-type': type, 'x-forwarded-for': address },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}

async function reportsOf(address: string) {
  const response = await fetch(`${sandbox.url}/__sandbox/api/csp-reports?client=${address}`);
  return (await response.json()) as {
    reports: { directive: string; blocked: string; line?: number }[];
    dropped: number;
  };
}

describe('issue 47 item 8: the CSP report endpoint', () => {
  it('issue 47 item 8: a CSP report is accepted and logged, in both shapes browsers send', async () => {
    const address = '198.51.100.96';
    expect(await report(legacyReport('img-src', 'https://evil.example/x.png'), address)).toEqual({
      status: 204,
      text: '',
    });
    const reportingApi = [
      {
        type: 'csp-violation',
        age: 10,
        url: 'http://127.0.0.1:4173/',
        user_agent: 'Chrome',
        body: {
          documentURL: 'http://127.0.0.1:4173/',
          effectiveDirective: 'require-trusted-types-for',
          blockedURL: 'trusted-types-sink',
          disposition: 'report',
          sample: 'Element innerHTML|<b>',
          lineNumber: 3,
        },
      },
      { type: 'deprecation', url: 'http://127.0.0.1:4173/', body: {} },
    ];
    expect((await report(reportingApi, address, 'application/reports+json')).status).toBe(204);
    const { reports } = await reportsOf(address);
    expect(reports.map((entry) => entry.directive)).toEqual(['require-trusted-types-for', 'img-src']);
    expect(reports[1]).toMatchObject({ blocked: 'https://evil.example/x.png', line: 12 });
    expect(
      sandbox.logs.some((line) => line.includes('CSP enforce img-src blocked https://evil.example/x.png')),
    ).toBe(true);
    const page = await (await fetch(`${sandbox.url}/__sandbox/logs`)).text();
    expect(page).toContain('https://evil.example/x.png');
  });

  it('issue 47 item 8: bad shapes, other types and oversized bodies are refused in the operator’s shape', async () => {
    const address = '198.51.100.97';
    const cases = [
      await report('{not json', address),
      await report({ hello: 'world' }, address),
      await report(legacyReport('img-src', 'x'), address, 'text/plain'),
      await report([], address, 'application/reports+json'),
      await report({ 'csp-report': { 'blocked-uri': { nested: true } } }, address),
    ];
    for (const answer of cases) {
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.text)).toMatchObject({ error_code: 'BAD_REQUEST' });
    }
    const huge = await report(
      { 'csp-report': { 'script-sample': 'x'.repeat(cspReportRules.maxBodyBytes) } },
      address,
    );
    expect(huge.status).toBe(413);
    // A script in a report is kept as text and shown escaped.
    await report(legacyReport('script-src', '<script>alert(1)</script>'), address);
    const page = await (await fetch(`${sandbox.url}/__sandbox/logs`)).text();
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('issue 47 item 8: a client gets 30 reports a minute kept, the rest dropped (still 204), and again the next minute', async () => {
    const address = '198.51.100.98';
    for (let index = 0; index < cspReportRules.perClientPerMinute + 5; index += 1)
      expect((await report(legacyReport('img-src', `https://flood.example/${index}`), address)).status).toBe(
        204,
      );
    expect(await reportsOf(address)).toMatchObject({ dropped: 5 });
    expect((await reportsOf(address)).reports).toHaveLength(cspReportRules.perClientPerMinute);
    // Another client is not held back by this one.
    await report(legacyReport('img-src', 'https://other.example/'), '198.51.100.99');
    expect((await reportsOf('198.51.100.99')).reports).toHaveLength(1);
    // A browser's batch of a page's Trusted Types reports is taken whole, within the same allowance.
    const batch = Array.from({ length: 40 }, (_, index) => ({
      type: 'csp-violation',
      url: 'http://127.0.0.1:4173/',
      body: {
        effectiveDirective: 'require-trusted-types-for',
        disposition: 'report',
        sample: `sink ${index}`,
      },
    }));
    expect((await report(batch, '198.51.100.100', 'application/reports+json')).status).toBe(204);
    expect(await reportsOf('198.51.100.100')).toMatchObject({ dropped: 10 });
    sandbox.clock.advance(60_000);
    await report(legacyReport('img-src', 'https://flood.example/later'), address);
    expect((await reportsOf(address)).reports[0]?.blocked).toBe('https://flood.example/later');
  });
});
