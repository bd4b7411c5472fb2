import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const keyLength = 32;
const blockSize = 8;
const parallelism = 1;

function scryptAsync(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function options(logCost: number): ScryptOptions {
  const N = 2 ** logCost;
  // scrypt needs 128·N·r bytes; allow twice that so Node's default 32 MiB cap does not bite at N = 2^15.
  return { N, r: blockSize, p: parallelism, maxmem: 256 * N * blockSize };
}

/**
 * Hashes a password with scrypt and a random salt. The result records its parameters, so
 * the cost can rise later without invalidating stored hashes.
 *
 * @example const stored = await hashPassword('geheim123', 15); // "scrypt$15$8$1$<salt>$<hash>"
 */
export async function hashPassword(password: string, logCost: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, options(logCost));
  return ['scrypt', logCost, blockSize, parallelism, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

/**
 * Checks a password against a stored hash in constant time. A malformed hash never matches.
 *
 * @example await verifyPassword('geheim123', stored) === true
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logCost, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !logCost || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const N = 2 ** Number(logCost);
  const key = await scryptAsync(password, Buffer.from(salt, 'base64'), {
    N,
    r: Number(r),
    p: Number(p),
    maxmem: 256 * N * Number(r),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of a random password: checked against when the e-mail is unknown, so timing does not reveal accounts. */
export async function decoyHash(logCost: number): Promise<string> {
  return hashPassword(randomBytes(16).toString('hex'), logCost);
}
