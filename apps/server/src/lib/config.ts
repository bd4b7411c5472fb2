import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile, chmod } from 'node:fs/promises';
import { isIP } from 'node:net';
import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { signAnonKey, verifyAnonKey } from './auth.ts';

/** The repository root, found from this file so `npm start` works from any working directory. */
export const repoRoot = resolve(import.meta.dirname, '..', '..', '..', '..');

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const proxyPresets = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(item: string): boolean {
  if (proxyPresets.has(item)) return true;
  const [address = '', bits, ...rest] = item.split('/');
  if (rest.length > 0 || isIP(address) === 0) return false;
  return bits === undefined || /^\d{1,3}$/.test(bits);
}

/**
 * TRUST_PROXY: which proxies' X-Forwarded-For to believe. Off by default; `true` trusts a
 * proxy on this machine (loopback); otherwise a comma-separated list of addresses, CIDR
 * ranges or `loopback`/`linklocal`/`uniquelocal`. The client address is the nearest one in
 * X-Forwarded-For not sent by a trusted proxy, so a client cannot choose its own.
 */
const trustProxySetting = z
  .string()
  .optional()
  .transform((value) => value?.trim().toLowerCase() ?? '')
  .refine(
    (value) =>
      ['', 'false', '0', 'no', 'true', '1', 'yes'].includes(value) ||
      value.split(',').every((item) => isAddressOrRange(item.trim())),
    'TRUST_PROXY must be true, false, or a comma-separated list of proxy addresses, CIDR ranges or loopback/linklocal/uniquelocal',
  )
  .transform((value): string | false => {
    if (['', 'false', '0', 'no'].includes(value)) return false;
    if (['true', '1', 'yes'].includes(value)) return 'loopback';
    return value
      .split(',')
      .map((item) => item.trim())
      .join(',');
  });

/** The environment the server reads, validated once at start. */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Loopback by default: a learner's course is not exposed to the network unless asked (HOST=0.0.0.0).
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: optionalString,
  DATABASE_URL: optionalString.refine(
    (value) => value === undefined || /^postgres(ql)?:\/\//.test(value),
    'DATABASE_URL must start with postgres:// or postgresql://',
  ),
  JWT_SECRET: optionalString.refine(
    (value) => value === undefined || value.length >= 32,
    'JWT_SECRET must be at least 32 characters',
  ),
  ANON_KEY: optionalString,
  WEB_DIST: optionalString,
  // Point the served web app at another backend (hosted Supabase): /app-config.json answers these.
  PUBLIC_SUPABASE_URL: optionalString.refine(
    (value) => value === undefined || URL.canParse(value),
    'PUBLIC_SUPABASE_URL must be a URL',
  ),
  PUBLIC_SUPABASE_ANON_KEY: optionalString,
  // The public origin learners reach the server at (behind a proxy: the proxy's https://…).
  SITE_URL: optionalString.refine(
    (value) => value === undefined || /^https?:\/\/[^/?#]+\/?$/.test(value),
    'SITE_URL must be an http:// or https:// origin, such as https://grundlagen.example.org',
  ),
  RATE_LIMIT_AUTH: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_AUTH_IP: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(100).default(60_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
  TRUST_PROXY: trustProxySetting,
});

/** The validated environment. */
export type Env = z.infer<typeof envSchema>;

/** Everything the app needs to run; `buildApp` takes it whole so tests can build one directly. */
export interface AppConfig {
  port: number;
  host: string;
  /** Absolute; holds `secrets.json` and, without DATABASE_URL, the PGlite database in `pglite/`. */
  dataDir: string;
  /** Unset: the embedded PGlite database. */
  databaseUrl: string | undefined;
  jwtSecret: string;
  anonKey: string;
  /** Absolute path of the built web app; served when it exists. */
  webDist: string;
  /** Backend announced by /app-config.json instead of this server (e.g. a hosted Supabase project). */
  publicBackend: { url: string; anonKey: string } | undefined;
  /**
   * The origin announced in /app-config.json and in the tokens' `iss`; unset: the local
   * address the request came in on (never a foreign Host header).
   */
  siteUrl: string | undefined;
  rateLimit: { failuresPerEmailAndAddress: number; authPerIp: number; windowMs: number };
  logLevel: Env['LOG_LEVEL'];
  /** Proxies whose X-Forwarded-For is believed (Fastify's `trustProxy`); false: none. */
  trustProxy: string | false;
  /** scrypt cost as log2(N); 15 in production. */
  passwordHashCost: number;
  /** How long a session's "still active" answer is trusted before asking the database again. */
  sessionCacheMs: number;
  /** A rotated refresh token presented again within this window gets the current one (GoTrue's reuse interval). */
  refreshReuseIntervalMs: number;
  /** Longest a statement may run on PostgreSQL (10 s); tests shorten it. */
  statementTimeoutMs: number;
}

/** A configuration error whose message names the variable at fault. */
export class ConfigError extends Error {}

/**
 * Validates the environment; throws a ConfigError naming each bad variable.
 *
 * @example parseEnv({ PORT: '8080' }).PORT === 8080
 */
export function parseEnv(env: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  }
  return result.data;
}

const secretsFileSchema = z.object({ jwtSecret: z.string().min(32), anonKey: z.string().min(1) });

/**
 * Finds the JWT secret and anon key: from the environment when set, else from
 * `DATA_DIR/secrets.json`, else freshly generated and written there (mode 0600).
 */
async function resolveSecrets(env: Env, dataDir: string): Promise<{ jwtSecret: string; anonKey: string }> {
  const file = join(dataDir, 'secrets.json');
  let stored: z.infer<typeof secretsFileSchema> | undefined;
  try {
    stored = secretsFileSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new ConfigError(`${file} is unreadable or damaged: ${(error as Error).message}`);
    }
  }

  const jwtSecret = env.JWT_SECRET ?? stored?.jwtSecret ?? randomBytes(48).toString('base64url');
  const anonKey =
    env.ANON_KEY ??
    (stored && stored.jwtSecret === jwtSecret ? stored.anonKey : await signAnonKey(jwtSecret));
  if (!(await verifyAnonKey(anonKey, jwtSecret))) {
    throw new ConfigError('ANON_KEY is not an anon-role JWT signed with the JWT secret');
  }

  if (!env.JWT_SECRET && (!stored || stored.anonKey !== anonKey || stored.jwtSecret !== jwtSecret)) {
    await writeFile(file, `${JSON.stringify({ jwtSecret, anonKey }, null, 2)}\n`, { mode: 0o600 });
    await chmod(file, 0o600);
  }
  return { jwtSecret, anonKey };
}

/** Options that tests and benches set directly instead of through the environment. */
export interface ConfigOverrides {
  passwordHashCost?: number;
  sessionCacheMs?: number;
  refreshReuseIntervalMs?: number;
  statementTimeoutMs?: number;
}

/**
 * Where the server keeps its data: `DATA_DIR` (relative to the working directory; default
 * `<repo>/data`) and PostgreSQL's `DATABASE_URL` (unset: PGlite in `DATA_DIR/pglite`). Tools
 * that read the server's database (`npm run reports`) choose it the same way. Creates nothing.
 *
 * @example const { dataDir, databaseUrl } = databaseLocation(process.env);
 */
export function databaseLocation(env: NodeJS.ProcessEnv): {
  dataDir: string;
  databaseUrl: string | undefined;
} {
  const parsed = envSchema.pick({ DATA_DIR: true, DATABASE_URL: true }).safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  }
  return {
    dataDir: parsed.data.DATA_DIR ? resolve(parsed.data.DATA_DIR) : join(repoRoot, 'data'),
    databaseUrl: parsed.data.DATABASE_URL,
  };
}

/**
 * Reads and validates the environment, creates the data folder and resolves the secrets.
 * Relative DATA_DIR and WEB_DIST are taken from the working directory; their defaults from
 * the repository root.
 *
 * @example const config = await loadConfig(process.env);
 */
export async function loadConfig(
  env: NodeJS.ProcessEnv,
  overrides: ConfigOverrides = {},
): Promise<AppConfig> {
  const parsed = parseEnv(env);
  const { dataDir } = databaseLocation(env);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const { jwtSecret, anonKey } = await resolveSecrets(parsed, dataDir);
  const webDist = parsed.WEB_DIST
    ? isAbsolute(parsed.WEB_DIST)
      ? parsed.WEB_DIST
      : resolve(parsed.WEB_DIST)
    : join(repoRoot, 'apps', 'web', 'dist');

  if (parsed.PUBLIC_SUPABASE_URL && !parsed.PUBLIC_SUPABASE_ANON_KEY) {
    throw new ConfigError('PUBLIC_SUPABASE_URL needs PUBLIC_SUPABASE_ANON_KEY too');
  }

  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir,
    databaseUrl: parsed.DATABASE_URL,
    jwtSecret,
    anonKey,
    webDist,
    publicBackend:
      parsed.PUBLIC_SUPABASE_URL && parsed.PUBLIC_SUPABASE_ANON_KEY
        ? { url: parsed.PUBLIC_SUPABASE_URL.replace(/\/+$/, ''), anonKey: parsed.PUBLIC_SUPABASE_ANON_KEY }
        : undefined,
    siteUrl: parsed.SITE_URL ? new URL(parsed.SITE_URL).origin : undefined,
    rateLimit: {
      failuresPerEmailAndAddress: parsed.RATE_LIMIT_AUTH,
      authPerIp: parsed.RATE_LIMIT_AUTH_IP,
      windowMs: parsed.RATE_LIMIT_WINDOW_MS,
    },
    logLevel: parsed.LOG_LEVEL,
    trustProxy: parsed.TRUST_PROXY,
    passwordHashCost: overrides.passwordHashCost ?? 15,
    sessionCacheMs: overrides.sessionCacheMs ?? 3000,
    refreshReuseIntervalMs: overrides.refreshReuseIntervalMs ?? 10_000,
    statementTimeoutMs: overrides.statementTimeoutMs ?? 10_000,
  };
}
