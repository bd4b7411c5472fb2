// Child process of the server's start on a new data folder: creates the embedded database in
// the folder given as its argument (PostgreSQL's initdb, run by PGlite) and exits. Run apart so
// that what initdb allocates (a second PGlite instance and a copy of its memory, several hundred
// MB) is returned to the system when it exits, instead of staying in the server's WebAssembly
// memory, which never shrinks, until the next restart.
import { openPglite } from './plugins/db.ts';

const dir = process.argv[2];
if (!dir) throw new Error('usage: node src/pglite-init.ts <DATA_DIR/pglite>');
const db = await openPglite(dir);
await db.close();
