/**
 * Who is asking about a number, for the sign-in limits of issue 47 (items 2, 4). A lock must bind the
 * attacker, not the victim, so every counter is kept per number *and* requester:
 *
 * - a known device of the number: a browser whose device cookie once proved the number (a sign-in, a
 *   registration or a reset succeeded with it; OWASP "Slow Down Online Guessing Attacks with Device Cookies").
 *   It keeps counters of its own, whoever else fails on the number;
 * - anyone else: the client's address (http/requester.ts). A cookie the sandbox never recorded for the number
 *   counts for nothing, since a stranger can make up as many as they like.
 *
 * A requester holding a live session of the number has proven it too: with a known device it is the owner's
 * path, outside the per-number ceilings that strangers share (services/otp.ts, services/password-limits.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { CallContext } from '../handlers/types';
import { deviceCookie } from '../http/requester';
import type { SqlExecutor } from '../db/database';

/** A known device stays known this long after it last proved the number (the cookie lives as long). */
export const deviceMemoryMs = 180 * 24 * 3_600_000;

export interface NumberRequester {
  /** The key of this requester's own counters for the number: `device:<hash>` or `address:<address>`. */
  readonly key: string;
  /** The client's address: ceilings across numbers are counted per address. */
  readonly address: string;
  /** A known device or a live session of the number: not one of the strangers the per-number ceilings share. */
  readonly known: boolean;
  /** The address is one many people share (config `sharedClientAddresses`): no ceiling across numbers. */
  readonly sharedAddress: boolean;
}

/** Only a hash of the cookie is kept, so the table never holds a usable cookie. */
const deviceHash = (device: string) => createHash('sha256').update(device).digest('hex');

export async function requesterFor(
  context: CallContext,
  msisdn: string,
  db: SqlExecutor = context.db,
): Promise<NumberRequester> {
  const { address, device } = context.requester;
  const sharedAddress = context.config.sharedClientAddresses.includes(address);
  const knownDevice =
    device !== undefined &&
    (
      await db.query(
        'select 1 from known_devices where device_hash = $1 and msisdn = $2 and proven_at > $3',
        [deviceHash(device), msisdn, new Date(context.clock.now() - deviceMemoryMs)],
      )
    ).length > 0;
  if (knownDevice) return { key: `device:${deviceHash(device)}`, address, known: true, sharedAddress };
  return { key: `address:${address}`, address, known: context.msisdn === msisdn, sharedAddress };
}

/**
 * The number was just proven from this browser: it becomes (or stays) a known device of it. The cookie it
 * carries is kept when well formed, so one browser is one device for all the numbers it proves.
 */
export async function rememberDevice(context: CallContext, msisdn: string): Promise<void> {
  const device = context.requester.device ?? randomBytes(32).toString('base64url');
  await context.db.query(
    `insert into known_devices (device_hash, msisdn, proven_at) values ($1, $2, $3)
     on conflict (device_hash, msisdn) do update set proven_at = excluded.proven_at`,
    [deviceHash(device), msisdn, new Date(context.clock.now())],
  );
  context.setCookie(deviceCookie, device, {
    path: '/api',
    httpOnly: true,
    sameSite: 'Strict',
    maxAge: deviceMemoryMs / 1000,
    // Secure where the portal is served over https; the local run is plain http on 127.0.0.1.
    secure: context.requester.secure === true,
  });
}
