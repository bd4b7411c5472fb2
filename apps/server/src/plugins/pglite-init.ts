// Creates a new embedded database and exits: run as a short-lived child process by
// openPglite, so the memory PGlite's initdb step takes is returned with the process instead
// of staying with the server for its lifetime. Usage: node pglite-init.ts <data folder>
import { PGlite } from '@electric-sql/pglite';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: node pglite-init.ts <data folder>');
const db = await PGlite.create({ dataDir });
await db.close();
