/**
 * Node options the server process is started with (npm start, the tests' and benches'
 * server processes), for memory. PGlite's WebAssembly runs on Liftoff, V8's baseline compiler,
 * only: without it V8 recompiles PostgreSQL's hottest functions (the SQL parser's one huge
 * function among them) with TurboFan in the background, which held up to 500 MB for a second
 * or two after every start, and its compile jobs competing with the server for this machine's
 * two cores put a 30–60 ms tail on statements; Liftoff's code ran the course's statements as
 * fast in the median. One V8 platform worker thread instead of one per core:
 * V8's background compilation of PGlite's WebAssembly and its garbage collection then use
 * one malloc arena instead of several that each kept their freed memory (about 80 MB of the
 * idle server on PGlite). A 4 MB young generation instead of 16 MB: requests allocate little
 * that lives, and it saves another 15–20 MB.
 *
 * @example spawn(process.execPath, [...serverNodeOptions, 'apps/server/src/server.ts'])
 */
export const serverNodeOptions: readonly string[] = [
  '--liftoff-only',
  '--v8-pool-size=1',
  '--max-semi-space-size=4',
];
