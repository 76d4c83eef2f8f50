/**
 * Issue 47 items 6 and 8: the reviewer's upload and header probes, replayed against the e2e sandbox (directly,
 * from addresses of their own) and through the served portal (`vite preview` and its proxy), as a browser
 * reaches them. Numbers: probeNumber('4…'), the retry in the second digit. docs/decisions/trust.md.
 */
import { deflateSync, crc32 } from 'node:zlib';
import { expect, test, type APIRequestContext, type TestInfo } from '@playwright/test';
import { attemptNumber, clientAt, disposeClients, sandboxUrl, signInByCode } from './client';

const number = (info: TestInfo, digits: string) => attemptNumber('4', info.retry, digits);

/** An 8 × 8 JPEG (a real one: the sandbox decodes every photo). */
const jpeg = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2MBERISGBUYLxoaL2NCOEJjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY//AABEIAAgACAMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/AEa3tYFWa0spWBbDI2FC++RmvUU5yfLOS/r7hVHKm/axmlHrbW35af16f//Z',
  'base64',
);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])));
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, crc]);
}

/** A small grey PNG. */
function png(width = 24, height = 16): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height, 128);
  for (let row = 0; row < height; row += 1) rows[row * (width * 3 + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The reviewer's JPEG-HTML polyglot: HTML in a comment segment right after the start, and after the end. */
const polyglot = Buffer.concat([
  jpeg.subarray(0, 2),
  (() => {
    const html = Buffer.from('<html><body><script>alert(document.domain)</script></body></html>', 'latin1');
    return Buffer.concat([Buffer.from([0xff, 0xfe, (html.length + 2) >> 8, (html.length + 2) & 0xff]), html]);
  })(),
  jpeg.subarray(2),
  Buffer.from('<script>alert(1)</script>', 'latin1'),
]);

test.afterEach(disposeClients);

type File = { name: string; mimeType: string; buffer: Buffer };
const file = (name: string, mimeType: string, buffer: Buffer): File => ({ name, mimeType, buffer });

async function upload(api: APIRequestContext, call: string, multipart: Record<string, string | File>) {
  const response = await api.post(`/api/mobile/${call}`, { multipart });
  const text = await response.text();
  return { status: response.status(), headers: response.headers(), text };
}

const ticket = (session: string, photo: File) => ({
  session,
  category_id: '2',
  content: 'Không vào được mạng 4G ở nhà (issue 47 probe).',
  contact_phone: '0912345678',
  photo,
});

test('issue 47 item 6: the support photo upload refuses text, SVG with script, an EXE and an empty file', async () => {
  const client = await clientAt('198.51.100.41');
  const session = await signInByCode(client, number(test.info(), '0001'));
  const hostile = [
    file('note.jpg', 'image/jpeg', Buffer.from('just some text, not a photo')),
    file(
      'x.svg',
      'image/svg+xml',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
      ),
    ),
    file(
      'setup.exe',
      'application/octet-stream',
      Buffer.concat([
        Buffer.from('MZ'),
        Buffer.alloc(62),
        Buffer.from('This program cannot be run in DOS mode.'),
      ]),
    ),
    file('empty.png', 'image/png', Buffer.alloc(0)),
  ];
  for (const photo of hostile) {
    const answer = await upload(client.api, 'custservice_send_trouble', ticket(session, photo));
    expect(answer.status, photo.name).toBe(400);
    expect(JSON.parse(answer.text), photo.name).toMatchObject({ error_code: 'BAD_REQUEST' });
    expect(answer.headers['x-content-type-options'], photo.name).toBe('nosniff');
  }
  // A real photo is still taken.
  const taken = await upload(
    client.api,
    'custservice_send_trouble',
    ticket(session, file('a.png', 'image/png', png())),
  );
  expect(JSON.parse(taken.text)).toMatchObject({ error_code: '0' });
});

test('issue 47 item 6: a JPEG-HTML polyglot is refused or re-encoded, and what is served back has nosniff and no HTML', async () => {
  const client = await clientAt('198.51.100.42');
  const session = await signInByCode(client, number(test.info(), '0002'));
  const token = async () =>
    String(
      (
        (await client.post('/api/mobile/vnpt_get_ekyc_token', { session })).body['result'] as {
          token_id: string;
        }
      ).token_id,
    );
  const token_id = await token();
  const photos = (front: File) => ({
    session,
    token_id,
    front_image: front,
    back_image: file('back.jpg', 'image/jpeg', jpeg),
    portrait_image: file('portrait.png', 'image/png', png()),
  });
  const refused = await upload(
    client.api,
    'vnpt_identification_v3',
    photos(file('front.jpg', 'image/jpeg', polyglot)),
  );
  expect(refused.status).toBe(400);
  expect(JSON.parse(refused.text)).toMatchObject({ error_code: 'BAD_REQUEST' });
  // The support form refuses it too.
  const asTicket = await upload(
    client.api,
    'custservice_send_trouble',
    ticket(session, file('p.jpg', 'image/jpeg', polyglot)),
  );
  expect(asTicket.status).toBe(400);

  // A photo with bytes after its end is taken, drawn again: what comes back is a JPEG, nosniff, no trailing bytes.
  const trailing = Buffer.concat([jpeg, Buffer.from('<p>trailing text</p>', 'latin1')]);
  const taken = await upload(
    client.api,
    'vnpt_identification_v3',
    photos(file('front.jpg', 'image/jpeg', trailing)),
  );
  expect(JSON.parse(taken.text)).toMatchObject({ error_code: '0' });
  const requestId = (JSON.parse(taken.text) as { result: { REQUEST_ID: number } }).result.REQUEST_ID;
  for (const side of ['front', 'back', 'portrait']) {
    const served = await client.api.get(`/__sandbox/ekyc/${requestId}/${side}`);
    expect(served.status(), side).toBe(200);
    expect(served.headers()['content-type'], side).toBe('image/jpeg');
    expect(served.headers()['x-content-type-options'], side).toBe('nosniff');
    const bytes = await served.body();
    expect([...bytes.subarray(0, 3)], side).toEqual([0xff, 0xd8, 0xff]);
    expect(bytes.toString('latin1'), side).not.toMatch(/<(p|html|script|body)\b|trailing text/i);
  }
});

test('issue 47 item 6: a 1.2 MB eKYC photo gets a readable 413', async ({ request }) => {
  const client = await clientAt('198.51.100.43');
  const session = await signInByCode(client, number(test.info(), '0003'));
  const big = Buffer.concat([jpeg, Buffer.alloc(1_200_000 - jpeg.length)]);
  const photos = (front: Buffer, back = jpeg, portrait = jpeg) => ({
    session,
    token_id: 'probe',
    front_image: file('front.jpg', 'image/jpeg', front),
    back_image: file('back.jpg', 'image/jpeg', back),
    portrait_image: file('portrait.jpg', 'image/jpeg', portrait),
  });
  // Straight to the sandbox and through the served portal's proxy (where the reset used to be a 502), one
  // photo over its limit and a whole upload over the body limit.
  for (const [api, way] of [
    [client.api, 'sandbox'],
    [request, 'portal'],
  ] as const)
    for (const body of [photos(big), photos(big, big, big)]) {
      const answer = await upload(api, 'vnpt_identification_v3', body);
      expect(answer.status, way).toBe(413);
      expect(JSON.parse(answer.text), way).toMatchObject({ error_code: 'PAYLOAD_TOO_LARGE' });
    }
});

test('issue 47 item 8: /api answers carry nosniff', async ({ request }) => {
  const client = await clientAt('198.51.100.44');
  for (const api of [client.api, request]) {
    const faq = await api.post('/api/mobile/help_get_faq', { data: {} });
    expect(faq.headers()['x-content-type-options']).toBe('nosniff');
    const refused = await api.post('/api/mobile/help_get_faq', {
      data: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(refused.status()).toBe(400);
    expect(refused.headers()['x-content-type-options']).toBe('nosniff');
    const unknown = await api.post('/api/mobile/no_such_call', { data: {} });
    expect(unknown.headers()['x-content-type-options']).toBe('nosniff');
  }
});

test('issue 47 item 8: /.vite/manifest.json is not served', async ({ request }) => {
  for (const path of [
    '/.vite/manifest.json',
    '/%2Evite/manifest.json',
    '/.vite/security-headers.nginx.conf',
  ]) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(404);
    expect(await answer.text(), path).not.toContain('"isEntry"');
  }
});

test('issue 47 item 8: img-src names no wildcard https:, and the policies report to the sandbox', async ({
  request,
}) => {
  const headers = (await request.get('/')).headers();
  const policy = headers['content-security-policy'] ?? '';
  const imgSrc = /(?:^|;\s*)img-src ([^;]*)/.exec(policy)?.[1]?.split(/\s+/) ?? [];
  expect(imgSrc).toContain("'self'");
  expect(imgSrc).not.toContain('https:');
  expect(imgSrc.some((source) => source === '*' || source.startsWith('*'))).toBe(false);
  expect(policy).toContain('report-uri /api/csp-report; report-to csp-endpoint');
  expect(headers['reporting-endpoints']).toBe('csp-endpoint="/api/csp-report"');
  expect(headers['content-security-policy-report-only']).toContain("require-trusted-types-for 'script'");
});

test('issue 47 item 8: a CSP report is accepted and logged', async ({ request }) => {
  const address = '198.51.100.45';
  const blocked = `https://probe-${test.info().retry}.evil.example/pixel.png`;
  // As a browser posts it: to the portal's own /api/csp-report, through the served portal's proxy.
  const answer = await request.post('/api/csp-report', {
    headers: { 'content-type': 'application/csp-report', 'x-forwarded-for': address },
    data: JSON.stringify({
      'csp-report': {
        'document-uri': 'http://127.0.0.1/goi-cuoc',
        'effective-directive': 'img-src',
        'violated-directive': 'img-src',
        'blocked-uri': blocked,
        disposition: 'enforce',
      },
    }),
  });
  expect(answer.status()).toBe(204);
  const logs = await request.get(`${sandboxUrl()}/__sandbox/api/csp-reports?client=${address}`);
  const { reports } = (await logs.json()) as { reports: { blocked: string; directive: string }[] };
  expect(reports).toContainEqual(expect.objectContaining({ blocked, directive: 'img-src' }));
  // A body that is no report is refused in the operator's shape, not logged.
  const junk = await request.post('/api/csp-report', {
    headers: { 'content-type': 'application/csp-report', 'x-forwarded-for': address },
    data: JSON.stringify({ hello: '<script>alert(1)</script>' }),
  });
  expect(junk.status()).toBe(400);
  expect(await junk.json()).toMatchObject({ error_code: 'BAD_REQUEST' });
});
