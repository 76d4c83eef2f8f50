/**
 * Sandbox configuration: every value that differs between runs comes from an environment
 * variable, with a default that only makes sense on a developer machine (README "Configuration").
 */
import { fileURLToPath } from 'node:url';

export interface SandboxConfig {
  readonly host: string;
  readonly port: number;
  /** PGlite data directory; ignored when `databaseUrl` is set. */
  readonly dataDir: string;
  /** A real Postgres server instead of PGlite (same SQL). */
  readonly databaseUrl: string | undefined;
  /** Replaces `{product}` in call names (the portal's VITE_PRODUCT_ID). */
  readonly productId: string;
  /** Sessions expire after this idle time; then every session call answers code 401. */
  readonly sessionIdleMinutes: number;
  /** Issue 47: a session ends this long after sign-in, however busy (an absolute lifetime). */
  readonly sessionMaxHours: number;
  /** A loyalty member token (TokenHoiVien) is refused this long after it was issued (issue 47). */
  readonly memberTokenMinutes: number;
  readonly otpTtlSeconds: number;
  /**
   * Issue 47 (items 2, 4), code and password ceilings per number across strangers (requesters that are neither a
   * known device of the number nor a session of it): codes sent to a number, and wrong passwords, per hour.
   */
  readonly otpSendsPerNumberPerHour: number;
  readonly passwordFailuresPerNumberPerHour: number;
  /** Issue 47 (item 4): distinct numbers one client address may be sent codes per hour (SMS pumping). */
  readonly otpNumbersPerClientPerHour: number;
  /** Addresses many people share (a carrier NAT, a proxy that names no client): no ceiling across numbers. */
  readonly sharedClientAddresses: readonly string[];
  /** Issue 47 (item 4): codes sent per clock hour, for everyone; an ALARM at 80 %, "system busy" at 100 %. */
  readonly smsBudgetPerHour: number;
  /** Signs payment_package_reg_v2's secure_code; the portal must hold the same value. */
  readonly paymentSecret: string;
  /** Key of the loyalty secureCode and the subscriber-update token (the signer endpoint uses them). */
  readonly loyaltySecret: string;
  readonly subscriberUpdateSecret: string;
  /** Encrypts the roaming entry token that carries the session. */
  readonly roamingTokenSecret: string;
  /** ACC-76: encrypts the contract account fields; the portal's VITE_CONTRACT_ACCOUNT_KEY must match (not a secret). */
  readonly contractAccountKey: string;
  /** Where the sandbox gateway sends the person back (a relative path on the portal's origin). */
  readonly paymentReturnPath: string;
  /** Largest accepted request body. */
  readonly maxBodyBytes: number;
  /** Print one console line per OTP code (off in tests to keep output short). */
  readonly echoOtp: boolean;
  /**
   * Serve the local-use tools under /__sandbox/ (OTP inbox, simulators, token issuers). Off unless the
   * sandbox is started for local use (`--local` or SANDBOX_LOCAL=1): they hand out codes and sessions.
   */
  readonly localTools: boolean;
}

/** The repository root, two levels above apps/sandbox/src (or dist). */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export const sandboxOnlySecret = 'sandbox-only-not-a-real-secret';
/**
 * ACC-76: the client decrypts the contract account fields, so their key ships in the portal's bundle: a
 * public value of its own, never one of the secrets above (the build's secret scan would rightly refuse it).
 */
export const contractAccountKeyDefault = 'sandbox-contract-account-field-key';

type Env = Readonly<Record<string, string | undefined>>;

function text(env: Env, name: string, fallback: string): string {
  const value = env[name];
  return value === undefined || value === '' ? fallback : value;
}

function positiveNumber(env: Env, name: string, fallback: number): number {
  const value = Number(text(env, name, String(fallback)));
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number`);
  return value;
}

export function readSandboxConfig(env: Env = process.env): SandboxConfig {
  return {
    host: text(env, 'SANDBOX_HOST', '127.0.0.1'),
    port: positiveNumber(env, 'SANDBOX_PORT', 8787),
    dataDir: text(env, 'SANDBOX_DATA_DIR', `${repoRoot}.data/sandbox`),
    databaseUrl: env['SANDBOX_DATABASE_URL'] || undefined,
    productId: text(env, 'SANDBOX_PRODUCT_ID', 'vnpt'),
    sessionIdleMinutes: positiveNumber(env, 'SANDBOX_SESSION_IDLE_MINUTES', 30),
    sessionMaxHours: positiveNumber(env, 'SANDBOX_SESSION_MAX_HOURS', 12),
    memberTokenMinutes: positiveNumber(env, 'SANDBOX_MEMBER_TOKEN_MINUTES', 30),
    otpTtlSeconds: positiveNumber(env, 'SANDBOX_OTP_TTL_SECONDS', 300),
    otpSendsPerNumberPerHour: positiveNumber(env, 'SANDBOX_OTP_SENDS_PER_NUMBER_PER_HOUR', 10),
    passwordFailuresPerNumberPerHour: positiveNumber(
      env,
      'SANDBOX_PASSWORD_FAILURES_PER_NUMBER_PER_HOUR',
      20,
    ),
    otpNumbersPerClientPerHour: positiveNumber(env, 'SANDBOX_OTP_NUMBERS_PER_CLIENT_PER_HOUR', 10),
    sharedClientAddresses: text(env, 'SANDBOX_SHARED_CLIENT_ADDRESSES', '')
      .split(',')
      .map((address) => address.trim())
      .filter((address) => address !== ''),
    smsBudgetPerHour: positiveNumber(env, 'SANDBOX_SMS_BUDGET_PER_HOUR', 5000),
    paymentSecret: text(env, 'SANDBOX_PAYMENT_SECRET', sandboxOnlySecret),
    roamingTokenSecret: text(env, 'SANDBOX_ROAMING_TOKEN_SECRET', sandboxOnlySecret),
    contractAccountKey: text(env, 'SANDBOX_CONTRACT_ACCOUNT_KEY', contractAccountKeyDefault),
    loyaltySecret: text(env, 'SANDBOX_LOYALTY_SECRET', sandboxOnlySecret),
    subscriberUpdateSecret: text(env, 'SANDBOX_SUBSCRIBER_UPDATE_SECRET', sandboxOnlySecret),
    paymentReturnPath: text(env, 'SANDBOX_PAYMENT_RETURN_PATH', '/vnptpay-ctt/return'),
    maxBodyBytes: positiveNumber(env, 'SANDBOX_MAX_BODY_BYTES', 1024 * 1024),
    echoOtp: text(env, 'SANDBOX_ECHO_OTP', '1') !== '0',
    localTools: text(env, 'SANDBOX_LOCAL', '0') === '1',
  };
}
