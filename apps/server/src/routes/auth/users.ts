import type { Queryable } from '../../lib/db.ts';

/** A row of `users`. */
export interface UserRecord {
  id: string;
  email: string;
  password_hash: string;
  user_metadata: Record<string, unknown>;
  created_at: Date;
  updated_at: Date;
  last_sign_in_at: Date | null;
}

/** Every account signs in with e-mail and password. */
export const appMetadata = { provider: 'email', providers: ['email'] } as const;

/** The user object GoTrue returns (docs/product/backend-contract.md "Auth"); never includes the password hash. */
export interface UserJson {
  id: string;
  aud: 'authenticated';
  role: 'authenticated';
  email: string;
  email_confirmed_at: string;
  phone: string;
  confirmed_at: string;
  last_sign_in_at: string | null;
  app_metadata: typeof appMetadata;
  user_metadata: Record<string, unknown>;
  identities: unknown[];
  created_at: string;
  updated_at: string;
  is_anonymous: false;
}

function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/**
 * Shapes a stored user as GoTrue does. Accounts are confirmed at sign-up (no e-mail step).
 *
 * @example reply.send(toUserJson(user))
 */
export function toUserJson(user: UserRecord): UserJson {
  const created = iso(user.created_at) as string;
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: created,
    phone: '',
    confirmed_at: created,
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: appMetadata,
    user_metadata: user.user_metadata,
    identities: [],
    created_at: created,
    updated_at: iso(user.updated_at) as string,
    is_anonymous: false,
  };
}

const userColumns = 'id, email, password_hash, user_metadata, created_at, updated_at, last_sign_in_at';

/** The user with this (lower-cased) e-mail, if any. */
export async function findUserByEmail(db: Queryable, email: string): Promise<UserRecord | undefined> {
  const { rows } = await db.query<UserRecord>(`SELECT ${userColumns} FROM users WHERE email = $1`, [email]);
  return rows[0];
}

/** The user with this id, if any. */
export async function findUserById(db: Queryable, id: string): Promise<UserRecord | undefined> {
  const { rows } = await db.query<UserRecord>(`SELECT ${userColumns} FROM users WHERE id = $1`, [id]);
  return rows[0];
}

/** Creates a user; undefined when the e-mail is taken. */
export async function insertUser(
  db: Queryable,
  user: { id: string; email: string; passwordHash: string; metadata: Record<string, unknown> },
): Promise<UserRecord | undefined> {
  const { rows } = await db.query<UserRecord>(
    `INSERT INTO users (id, email, password_hash, user_metadata) VALUES ($1, $2, $3, $4)
     ON CONFLICT (email) DO NOTHING RETURNING ${userColumns}`,
    [user.id, user.email, user.passwordHash, JSON.stringify(user.metadata)],
  );
  return rows[0];
}

/** Replaces a user's metadata and returns the updated user. */
export async function updateUserMetadata(
  db: Queryable,
  id: string,
  metadata: Record<string, unknown>,
): Promise<UserRecord | undefined> {
  const { rows } = await db.query<UserRecord>(
    `UPDATE users SET user_metadata = $2, updated_at = now() WHERE id = $1 RETURNING ${userColumns}`,
    [id, JSON.stringify(metadata)],
  );
  return rows[0];
}

/** Replaces a user's password hash and returns the updated user. */
export async function updatePasswordHash(
  db: Queryable,
  id: string,
  hash: string,
): Promise<UserRecord | undefined> {
  const { rows } = await db.query<UserRecord>(
    `UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1 RETURNING ${userColumns}`,
    [id, hash],
  );
  return rows[0];
}
