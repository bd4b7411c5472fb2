import { z } from 'zod';

// Bodies and query strings of the auth endpoints, the routes' schemas (a failing body is
// GoTrue's 400 validation_failed, see lib/errors.ts). Unknown keys (gotrue_meta_security, code_challenge, …) are
// dropped: supabase-js sends them, and they carry nothing this server uses.

const metadataSchema = z.record(z.string(), z.unknown());

/** `POST /auth/v1/signup`. */
export const signUpBodySchema = z.object({
  email: z.string(),
  password: z.string(),
  data: metadataSchema.nullish(),
});

/** `POST /auth/v1/token?grant_type=password`. */
export const passwordGrantBodySchema = z.object({ email: z.string(), password: z.string() });

/** `POST /auth/v1/token?grant_type=refresh_token`. */
export const refreshGrantBodySchema = z.object({ refresh_token: z.string().min(1).max(200) });

/** `POST /auth/v1/token`: the body of either grant; the handler of the query's grant narrows it. */
export const tokenBodySchema = z.union([passwordGrantBodySchema, refreshGrantBodySchema]);

/** `POST /auth/v1/token?grant_type=…`: which grant (unknown ones are answered by the handler). */
export const tokenQuerySchema = z.object({ grant_type: z.string().optional() });

/** `POST /auth/v1/logout?scope=…`: which sessions end (GoTrue's scopes). */
export const logoutQuerySchema = z.object({
  scope: z
    .enum(['global', 'local', 'others'], { error: 'scope must be one of global, local, others' })
    .default('global'),
});

/** `PUT /auth/v1/user`. */
export const updateUserBodySchema = z.object({
  email: z.string().nullish(),
  phone: z.string().nullish(),
  password: z.string().nullish(),
  data: metadataSchema.nullish(),
});

/**
 * The user GoTrue answers `GET` and `PUT /auth/v1/user` with (users.ts `toUserJson`): the
 * routes' response schema, so what goes out is what supabase-js reads.
 */
export const userResponseSchema = z.object({
  id: z.string(),
  aud: z.literal('authenticated'),
  role: z.literal('authenticated'),
  email: z.string(),
  email_confirmed_at: z.string(),
  phone: z.string(),
  confirmed_at: z.string(),
  last_sign_in_at: z.string().nullable(),
  app_metadata: metadataSchema,
  user_metadata: metadataSchema,
  identities: z.array(z.unknown()),
  created_at: z.string(),
  updated_at: z.string(),
  is_anonymous: z.literal(false),
});

/** Longest password accepted; scrypt takes any length, this only bounds the work per request. */
export const maxPasswordLength = 1024;
/** Largest user_metadata, serialised. */
export const maxMetadataBytes = 8 * 1024;

/**
 * An e-mail address as GoTrue accepts one (the pattern of the checkmail library it uses): a
 * local part of letters, digits and ``.!#$%&'*+/=?^_`{|}~-``, and a domain of labels of
 * letters, digits and inner hyphens (at most 63 characters each), none of them empty.
 */
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/**
 * Normalises an e-mail address for storage and lookup; undefined when it is not one.
 *
 * @example normaliseEmail(' Anna@Example.org ') === 'anna@example.org'
 */
export function normaliseEmail(email: string): string | undefined {
  const trimmed = email.trim().toLowerCase();
  return trimmed.length <= 254 && emailPattern.test(trimmed) ? trimmed : undefined;
}
