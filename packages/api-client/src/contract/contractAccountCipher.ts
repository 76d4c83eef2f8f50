/**
 * ACC-76 (UNSPEC scheme and key): the fields of a contract account arrive encrypted and the client decrypts
 * them. Chosen: AES-256-GCM under the SHA-256 of a configured secret, each field sent as base64 of a 12-byte
 * IV followed by the cipher text and tag. Shared by the sandbox (encrypts) and the portal (decrypts), Web
 * Crypto only. The key reaches the browser because the spec decrypts there; the fields are the subscriber's
 * own, sent only to their session (docs/decisions/account.md).
 */
const encoder = new TextEncoder();
const decoder = new TextDecoder();
const IV_BYTES = 12;

async function keyOf(secret: string): Promise<CryptoKey> {
  const raw = await crypto.subtle.digest('SHA-256', encoder.encode(secret));
  return crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

function toBase64(bytes: Uint8Array): string {
  return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

export async function encryptContractField(secret: string, plain: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    await keyOf(secret),
    encoder.encode(plain),
  );
  const out = new Uint8Array(IV_BYTES + sealed.byteLength);
  out.set(iv);
  out.set(new Uint8Array(sealed), IV_BYTES);
  return toBase64(out);
}

/** Throws when the text is not a field sealed under this secret (the mapper's read then fails as a contract error). */
export async function decryptContractField(secret: string, sealed: string): Promise<string> {
  const bytes = fromBase64(sealed);
  if (bytes.length <= IV_BYTES) throw new Error('contract account field too short to be encrypted');
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES) },
    await keyOf(secret),
    bytes.slice(IV_BYTES),
  );
  return decoder.decode(plain);
}
