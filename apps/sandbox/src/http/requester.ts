/**
 * Who sent a request, as far as a server can tell without a session (issue 47): the client's address.
 * Limits that would otherwise bind a victim's number bind the requester as well, so a stranger cannot spend
 * a subscriber's allowance from their own machine.
 *
 * The address is the socket's peer. Behind a proxy on this machine (`vite preview`, `vite dev`, the load
 * tool) the peer is loopback, and the proxy names the client in X-Forwarded-For: only then is that header
 * read, and only its last entry, the one our own proxy appended (a client can write the others itself).
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';

export interface Requester {
  /** The client's address, as text (IPv4, IPv6, or `unknown` when the socket has none). */
  readonly address: string;
  /**
   * The device cookie a sign-in set in this browser (services/requesters.ts), when it carries a well-formed
   * one. Only a cookie the sandbox recorded for a number makes the requester a known device of that number.
   */
  readonly device?: string | undefined;
  /** The client reached us over https (itself, or through our own proxy's X-Forwarded-Proto): cookies are Secure. */
  readonly secure?: boolean;
}

/** The device cookie's name: HttpOnly, SameSite=Strict, path /api (OWASP "device cookies"). */
export const deviceCookie = 'sc_device';
const wellFormedDevice = /^[A-Za-z0-9_-]{43}$/;

function deviceOf(c: Context): string | undefined {
  const value = getCookie(c, deviceCookie);
  return value !== undefined && wellFormedDevice.test(value) ? value : undefined;
}

const loopback = /^(127\.|::1$|::ffff:127\.)/;

export function requesterOf(c: Context): Requester {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    // A request that did not come through the node server (app.request in a test) has no socket.
    peer = undefined;
  }
  const forwarded = c.req.header('x-forwarded-for');
  const throughOurProxy = peer === undefined || loopback.test(peer);
  const secure =
    new URL(c.req.url).protocol === 'https:' ||
    (throughOurProxy && c.req.header('x-forwarded-proto')?.split(',').at(-1)?.trim() === 'https');
  if (throughOurProxy && forwarded !== undefined) {
    const last = forwarded.split(',').at(-1)?.trim();
    if (last !== undefined && last !== '' && last.length <= 64)
      return { address: last, device: deviceOf(c), secure };
  }
  return { address: peer ?? 'unknown', device: deviceOf(c), secure };
}
