// Generates src/pglite-template/: a new embedded database's files (data.tar.gz), made by the
// installed PGlite's initdb with the server's settings and closed cleanly, and the PGlite
// version and settings they were made with (template.json). A new data folder is unpacked
// from them instead of running initdb (see unpackPgliteTemplate in src/lib/db.ts).
// Run after upgrading PGlite or changing its settings (test/pglite-template.test.ts fails until
// then): npx node apps/server/scripts/generate-pglite-template.ts && npx prettier --write
// apps/server/src/pglite-template
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { create } from 'tar';
import {
  installedPgliteVersion,
  openPglite,
  pgliteSettings,
  pgliteTemplate,
  type PgliteTemplateAbout,
} from '../src/lib/db.ts';

const dir = mkdtempSync(join(tmpdir(), 'grundlagen-pglite-template-'));
try {
  const db = await openPglite(dir, { lock: false, template: false });
  await db.close();
  await create(
    {
      gzip: { level: 9 },
      file: pgliteTemplate.archive,
      cwd: join(dir, 'data'),
      portable: true,
      noMtime: true,
    },
    ['.'],
  );
  const about: PgliteTemplateAbout = { pglite: installedPgliteVersion(), settings: [...pgliteSettings] };
  writeFileSync(pgliteTemplate.about, `${JSON.stringify(about, null, 2)}\n`);
  console.log(`wrote ${pgliteTemplate.archive} (PGlite ${about.pglite})`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
