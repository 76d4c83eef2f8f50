/**
 * The mobile-network (3G/4G) login host of the sandbox (AUTH-10, AUTH-56): the network "recognises"
 * a number, a session is issued, and the browser goes back to the portal's login-3G route with the
 * encrypted `code`. The portal asks /__sandbox/api/login-3g/decrypt to read it, so the key stays here.
 */
import { Hono } from 'hono';
import type { AppContext } from '../app-context';
import { normaliseMsisdn } from '../services/phone';
import { decryptRoamingToken, encryptRoamingToken } from '../services/roaming-token';
import { createSession } from '../services/sessions';
import { findOrProvision } from '../services/subscribers';
import { html, page } from './html';

/** A key of its own: a roaming token is never accepted as a 3G code, nor the other way round. */
const codeSecret = (app: AppContext) => `${app.config.roamingTokenSecret}:login-3g`;

/** The portal address to go back to, with the code; only its path is kept, so it stays on this origin. */
function returnUrl(back: string, code: string): string {
  const target = new URL(back, 'http://sandbox.invalid');
  target.searchParams.set('code', code);
  return `${target.pathname}${target.search}`;
}

async function issueCode(app: AppContext, rawMsisdn: string): Promise<string> {
  const msisdn = normaliseMsisdn(rawMsisdn);
  await findOrProvision(app, msisdn);
  const session = await createSession(app, msisdn);
  return encryptRoamingToken(codeSecret(app), { msisdn, session });
}

export function login3gPages(app: AppContext): Hono {
  const pages = new Hono();

  // With ?msisdn= the network answers at once (tests); otherwise a person picks the number the network "sees".
  pages.get('/login-3g', async (c) => {
    const back = c.req.query('return') ?? '/login-3g';
    const msisdn = c.req.query('msisdn');
    if (msisdn) return c.redirect(returnUrl(back, await issueCode(app, msisdn)), 302);
    const subscribers = await app.db.query<{ msisdn: string; full_name: string }>(
      "select msisdn, full_name from subscribers where not auto_provisioned and kind in ('prepaid', 'postpaid') order by msisdn",
    );
    const body = html`<form method="post" class="card">
      <input type="hidden" name="return" value="${back}" />
      <label for="msisdn">Số mạng di động nhận diện / Number the network identifies</label>
      <select id="msisdn" name="msisdn">
        ${subscribers.map((s) => html`<option value="${s.msisdn}">${s.msisdn} · ${s.full_name}</option>`)}
      </select>
      <p>
        <button type="submit">Đăng nhập 3G/4G / Sign in with 3G/4G</button>
        <button type="submit" name="fail" value="1" class="critical">
          Không nhận diện được / Not recognised
        </button>
      </p>
    </form>`;
    return c.html(page('Đăng nhập 3G/4G / 3G/4G sign-in', body));
  });

  pages.post('/login-3g', async (c) => {
    const form = await c.req.parseBody();
    const back = typeof form['return'] === 'string' ? form['return'] : '/';
    const code = form['fail'] ? 'not-recognised' : await issueCode(app, String(form['msisdn'] ?? ''));
    return c.redirect(returnUrl(back, code), 303);
  });

  pages.post('/api/login-3g/decrypt', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { code?: unknown };
    const content =
      typeof body.code === 'string' ? decryptRoamingToken(codeSecret(app), body.code) : undefined;
    return content
      ? c.json({ mobile: content.msisdn, session: content.session })
      : c.json({ error: 'code not readable' }, 400);
  });

  return pages;
}
