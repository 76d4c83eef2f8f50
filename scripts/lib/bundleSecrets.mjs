// Issue 23: no secret value in the portal's build. Finds known secret values (the sandbox's signing
// keys, the values of secret-named variables in the build's environment) and secret shapes (private
// key blocks, long random hex, JWTs) in the built files.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Names whose value is a secret (a bearer or an API base is a public per-client value, not one). */
const secretName = /SECRET|PRIVATE|PASSWORD|PASSPHRASE|SIGNING_KEY|_KEY$/i;

/** The secret values to look for: the sandbox's default key and every secret-named variable's value. */
export function knownSecrets(env, sandboxConfigSource) {
  const values = new Map();
  const fallback = /sandboxOnlySecret\s*=\s*'([^']+)'/.exec(sandboxConfigSource)?.[1];
  if (fallback) values.set('the sandbox signing key (apps/sandbox/src/config.ts)', fallback);
  for (const [name, value] of Object.entries(env)) {
    // Short values ('1', 'true') would match everywhere and are no keys.
    if (secretName.test(name) && typeof value === 'string' && value.length >= 8) values.set(name, value);
  }
  return values;
}

/** Shapes a secret has whatever its value. */
const shapes = [
  ['a private key block', /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----/],
  ['a JSON web token', /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/],
  ['a cloud access key id', /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/],
];
/** 32 or more hex digits (128 bits and up) with many different digits: a key, not '1010…' or 'ffff…'. */
const longHex = /\b[0-9a-f]{32,}\b/gi;
const looksRandom = (hex) => new Set(hex.toLowerCase()).size >= 10;

/** What is wrong with one file's text: one line per finding, naming what was found, never the value. */
export function findingsIn(text, secrets) {
  const findings = [];
  for (const [name, value] of secrets) if (text.includes(value)) findings.push(`the value of ${name}`);
  for (const [name, shape] of shapes) if (shape.test(text)) findings.push(name);
  if ((text.match(longHex) ?? []).some(looksRandom)) findings.push('a long random hex string (a key?)');
  return findings;
}

/** Every file below `dir`, source maps included (they go to an error tracker). */
export function filesBelow(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const binary = /\.(?:ico|png|jpe?g|gif|webp|avif|woff2?|ttf|otf)$/i;

/** The findings of every text file of the build, as 'file: finding'. */
export function scanBuild(dir, secrets) {
  return filesBelow(dir)
    .filter((file) => !binary.test(file))
    .flatMap((file) =>
      findingsIn(readFileSync(file, 'utf8'), secrets).map(
        (finding) => `${path.relative(dir, file)}: ${finding}`,
      ),
    );
}
