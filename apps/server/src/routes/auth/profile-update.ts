/** The one change a profile update makes (docs/product/accounts.md "Password and profile rules"). */
export type ProfileChange =
  | { kind: 'password'; password: string }
  | { kind: 'darkMode'; darkMode: boolean }
  | { kind: 'username'; username: string }
  | { kind: 'metadata'; data: Record<string, unknown> }
  | { kind: 'none' };

/** Metadata keys whose updates follow the product's one-kind rule rather than a plain merge. */
const ruledKeys = new Set(['darkMode', 'username']);

/**
 * Picks the single change a `PUT /auth/v1/user` body makes. One request carries one kind
 * of change; when several are supplied the last wins, in the order password, then
 * darkMode (only a real boolean), then username. Other metadata keys, sent without any
 * of those, are merged as GoTrue merges them (null deletes a key).
 *
 * @example pickProfileChange({ password: 'x', data: { darkMode: true } }) // → { kind: 'darkMode', darkMode: true }
 */
export function pickProfileChange(body: { password?: unknown; data?: unknown }): ProfileChange {
  let change: ProfileChange = { kind: 'none' };
  if (typeof body.password === 'string') change = { kind: 'password', password: body.password };
  const data =
    typeof body.data === 'object' && body.data !== null && !Array.isArray(body.data) ? body.data : {};
  const record = data as Record<string, unknown>;
  if (typeof record.darkMode === 'boolean') change = { kind: 'darkMode', darkMode: record.darkMode };
  if (typeof record.username === 'string') change = { kind: 'username', username: record.username };
  if (change.kind !== 'none') return change;

  const others = Object.fromEntries(Object.entries(record).filter(([key]) => !ruledKeys.has(key)));
  return Object.keys(others).length > 0 ? { kind: 'metadata', data: others } : { kind: 'none' };
}

/**
 * Merges metadata key by key; a null value deletes the key.
 *
 * @example mergeMetadata({ a: 1, b: 2 }, { b: null, c: 3 }) // → { a: 1, c: 3 }
 */
export function mergeMetadata(
  current: Record<string, unknown>,
  changes: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}
