// A new embedded database is unpacked from the committed template (no initdb at start-up):
// the template must have been made by the installed PGlite with the server's settings, and a
// database unpacked from it must open, migrate and keep what it was given.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  installedPgliteVersion,
  migrate,
  openPglite,
  pgliteSettings,
  pgliteTemplate,
  pgliteTemplateUsable,
  unpackPgliteTemplate,
  type PgliteTemplateAbout,
} from '../src/lib/db.ts';

const made: string[] = [];
function newFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'grundlagen-template-'));
  made.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const systemIdentifier = async (dir: string) => {
  const db = await openPglite(dir);
  try {
    const { rows } = await db.query<{ id: string }>(
      'SELECT system_identifier::text AS id FROM pg_control_system()',
    );
    return rows[0]?.id;
  } finally {
    await db.close();
  }
};

describe('the new-database template', () => {
  it('was made by the installed PGlite with the settings the server runs with', () => {
    const about = JSON.parse(readFileSync(pgliteTemplate.about, 'utf8')) as PgliteTemplateAbout;
    // When this fails: npx node apps/server/scripts/generate-pglite-template.ts
    expect(about).toEqual({ pglite: installedPgliteVersion(), settings: [...pgliteSettings] });
    expect(pgliteTemplateUsable()).toBe(true);
  });

  it('opens with the settings of the running database, new WAL files not zero-filled', async () => {
    const db = await openPglite(newFolder());
    try {
      const setting = async (name: string) =>
        (await db.query<{ value: string }>('SELECT current_setting($1) AS value', [name])).rows[0]?.value;
      expect(await setting('shared_buffers')).toBe('8MB');
      expect(await setting('wal_init_zero')).toBe('off');
    } finally {
      await db.close();
    }
  });

  it('gives a new folder a database that opens, migrates and keeps a row across a restart', async () => {
    const dir = newFolder();
    expect(await unpackPgliteTemplate(dir)).toBe(true);
    expect(readFileSync(join(dir, 'data', 'PG_VERSION'), 'utf8').trim()).toMatch(/^\d+$/);
    let db = await openPglite(dir);
    await migrate(db);
    await db.query('CREATE TABLE kept (value text)');
    await db.query('INSERT INTO kept VALUES ($1)', ['gespeichert']);
    await db.close();
    db = await openPglite(dir);
    expect((await db.query<{ value: string }>('SELECT value FROM kept')).rows).toEqual([
      { value: 'gespeichert' },
    ]);
    await db.close();
    // Unpacked, not made by initdb: two new folders are the same cluster.
    const other = newFolder();
    expect(await systemIdentifier(other)).toBe(await systemIdentifier(dir));
    // The folder it unpacked into is gone.
    expect(existsSync(join(dir, `data.unpacking-${process.pid}`))).toBe(false);
  });

  it('replaces a data folder that a start cut short in initdb left without a database', async () => {
    const dir = newFolder();
    mkdirSync(join(dir, 'data', 'base'), { recursive: true });
    writeFileSync(join(dir, 'data', 'half-written'), '');
    expect(await unpackPgliteTemplate(dir)).toBe(true);
    expect(existsSync(join(dir, 'data', 'half-written'))).toBe(false);
    expect(existsSync(join(dir, 'data', 'PG_VERSION'))).toBe(true);
  });

  it('leaves an existing database alone', async () => {
    const dir = newFolder();
    await unpackPgliteTemplate(dir);
    writeFileSync(join(dir, 'data', 'mine'), 'x');
    expect(await unpackPgliteTemplate(dir)).toBe(true);
    expect(readFileSync(join(dir, 'data', 'mine'), 'utf8')).toBe('x');
  });
});
