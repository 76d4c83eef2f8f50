/**
 * Passwords arrive already hashed by the client (ENT-27); the sandbox stores that value with a
 * slow salted hash (scrypt) so a leaked table reveals nothing usable.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const keyLength = 32;
const cost = { N: 16384, r: 8, p: 1 } as const;

function derive(secret: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret, salt, keyLength, cost, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(clientHash: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(clientHash, salt);
  return `scrypt$${cost.N}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(clientHash: string, stored: string): Promise<boolean> {
  const [scheme, , salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || salt === undefined || key === undefined) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(clientHash, Buffer.from(salt, 'base64'));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
