import assert from 'node:assert/strict';
import http from 'node:http';
import { test } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { freePorts } from '../freePorts.mjs';
import { serveSnapshots, snapshotResponse } from './snapshot.mjs';

const html = '<!DOCTYPE html>\n<html lang="vi"><head></head><body><h1>Xin chào</h1></body></html>';

test('a snapshot is gzipped when the browser takes gzip, revalidated, and carries no CSP', () => {
  const zipped = snapshotResponse(html, 'gzip, deflate, br');
  assert.equal(zipped.headers['Content-Encoding'], 'gzip');
  assert.equal(zipped.headers['Cache-Control'], 'no-cache');
  assert.equal(gunzipSync(zipped.body).toString(), html);
  assert.equal(
    Object.keys(zipped.headers).some((name) => /security-policy/i.test(name)),
    false,
  );
  const plain = snapshotResponse(html, '');
  assert.equal(plain.headers['Content-Encoding'], undefined);
  assert.equal(plain.body.toString(), html);
});

test('the server answers the snapshot paths itself and passes anything else to the portal as it is', async () => {
  const [upstreamPort, port] = await freePorts(2);
  const upstream = http.createServer((request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/css', 'X-From': 'portal' });
    response.end(`/* ${request.method} ${request.url} */`);
  });
  await new Promise((resolve) => upstream.listen(upstreamPort, '127.0.0.1', resolve));
  const server = await serveSnapshots({ snapshots: new Map([['/dich-vu', html]]), upstreamPort, port });
  try {
    const page = await fetch(`http://127.0.0.1:${port}/dich-vu`);
    assert.equal(page.headers.get('content-type'), 'text/html; charset=utf-8');
    assert.equal(await page.text(), html);
    const css = await fetch(`http://127.0.0.1:${port}/assets/a.css?v=1`);
    assert.equal(css.headers.get('x-from'), 'portal');
    assert.equal(await css.text(), '/* GET /assets/a.css?v=1 */');
    // A path with a query is not the snapshot's: the portal answers it.
    const other = await fetch(`http://127.0.0.1:${port}/dich-vu?x=1`);
    assert.equal(other.headers.get('x-from'), 'portal');
  } finally {
    server.close();
    upstream.close();
  }
});
