/**
 * LOY-55: the partner registration's captcha. The sandbox draws random text as an SVG image, keeps the
 * answer, and checks it once: an answer is used up by its first attempt, right or wrong, and lives
 * CAPTCHA_TTL_MS. Issuing is rate-limited for everyone together (a visitor has no number to count by).
 * The answer of a captcha is readable from the local tools only (pages/captcha.ts, with --local).
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { AppContext } from '../app-context';
import type { SqlExecutor } from '../db/database';
import { OperatorError } from '../http/operator-error';

/** No 0/O, 1/I/L: letters a person reads without doubt. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CAPTCHA_LENGTH = 5;
export const CAPTCHA_TTL_MS = 5 * 60_000;
/** Captchas issued a minute, all visitors together (assumed). */
export const CAPTCHAS_PER_MINUTE = 60;
const keepMs = 24 * 60 * 60_000;

const randomText = () =>
  Array.from({ length: CAPTCHA_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)] ?? 'A').join('');

/** The answer drawn as an SVG: each character turned and shifted, over noise lines (no script, no links). */
export function captchaSvg(answer: string): string {
  const width = 150;
  const height = 50;
  const noise = Array.from({ length: 6 }, () => {
    const [x1, y1, x2, y2] = [randomInt(width), randomInt(height), randomInt(width), randomInt(height)];
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#8a94a6" stroke-width="1"/>`;
  });
  const letters = [...answer].map((letter, index) => {
    const x = 18 + index * 26;
    const y = 34 + randomInt(-5, 6);
    const turn = randomInt(-25, 26);
    return `<text x="${x}" y="${y}" transform="rotate(${turn} ${x} ${y})" font-family="monospace" font-size="28" font-weight="700" fill="#1b2a4a">${letter}</text>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#eef2f7"/>${noise.join('')}${letters.join('')}</svg>`;
}

export const tooManyCaptchas = () =>
  new OperatorError('CAPTCHA_LIMIT', 'Hệ thống đang bận, vui lòng thử lại sau ít phút.');

/** A new captcha: its id and its image as a data URL. */
export async function issueCaptcha(app: AppContext): Promise<{ id: string; image: string }> {
  const now = app.clock.now();
  await app.db.query('delete from loyalty_captchas where issued_at < $1', [new Date(now - keepMs)]);
  const [recent] = await app.db.query<{ count: number }>(
    'select count(*)::int as count from loyalty_captchas where issued_at > $1',
    [new Date(now - 60_000)],
  );
  if ((recent?.count ?? 0) >= CAPTCHAS_PER_MINUTE) throw tooManyCaptchas();
  const id = randomUUID();
  const answer = randomText();
  await app.db.query('insert into loyalty_captchas (id, answer, issued_at) values ($1, $2, $3)', [
    id,
    answer,
    new Date(now),
  ]);
  const image = `data:image/svg+xml;base64,${Buffer.from(captchaSvg(answer)).toString('base64')}`;
  return { id, image };
}

/** Uses a captcha up; true when it was live and `answer` matches it (case and spaces ignored). */
export async function checkCaptcha(
  db: SqlExecutor,
  now: number,
  id: string,
  answer: string,
): Promise<boolean> {
  const [used] = await db.query<{ answer: string }>(
    'update loyalty_captchas set used_at = $2 where id = $1 and used_at is null and issued_at > $3 returning answer',
    [id, new Date(now), new Date(now - CAPTCHA_TTL_MS)],
  );
  return used !== undefined && used.answer === answer.replace(/\s+/g, '').toUpperCase();
}

/** The local tools' view of a captcha (its answer), or undefined for an unknown id. */
export async function captchaAnswer(app: AppContext, id: string) {
  const [row] = await app.db.query<{ id: string; answer: string; issued_at: Date; used_at: Date | null }>(
    'select * from loyalty_captchas where id = $1',
    [id],
  );
  return row;
}

/** The latest captchas, newest first (the local tool page). */
export async function latestCaptchas(app: AppContext, limit: number) {
  return app.db.query<{ id: string; answer: string; issued_at: Date; used_at: Date | null }>(
    'select * from loyalty_captchas order by issued_at desc limit $1',
    [limit],
  );
}
