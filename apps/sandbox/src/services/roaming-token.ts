/**
 * The encrypted token in the roaming page address that carries the session (ROLE-17, API-177):
 * AES-256-GCM under a key derived from SANDBOX_ROAMING_TOKEN_SECRET, base64url encoded.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export interface RoamingTokenContent {
  readonly msisdn: string;
  readonly session: string;
  /** A package to open at step 1 (packageDetail). */
  readonly packageCode?: string | undefined;
}

const keyOf = (secret: string) => createHash('sha256').update(secret, 'utf8').digest();

export function encryptRoamingToken(secret: string, content: RoamingTokenContent): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(content), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The content, or undefined for a token that was not issued with this secret. */
export function decryptRoamingToken(secret: string, token: string): RoamingTokenContent | undefined {
  try {
    const raw = Buffer.from(token, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    const content: unknown = JSON.parse(text);
    if (typeof content !== 'object' || content === null) return undefined;
    const { msisdn, session, packageCode } = content as Record<string, unknown>;
    if (typeof msisdn !== 'string' || typeof session !== 'string') return undefined;
    return { msisdn, session, packageCode: typeof packageCode === 'string' ? packageCode : undefined };
  } catch {
    return undefined;
  }
}
