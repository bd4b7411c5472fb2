// Process entry: `node apps/server/src/server.ts` from the repository root (npm start) or
// `node src/server.ts` from apps/server. Reads the environment, starts, prints the URL.
import { join } from 'node:path';
import { ConfigError, loadConfig } from './lib/config.ts';
import { createPgliteAndRestart, withEventLoopHeld } from './lib/db.ts';

function displayHost(host: string): string {
  return ['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost'].includes(host) ? 'localhost' : host;
}

async function main(): Promise<void> {
  const config = await loadConfig(process.env);
  // A new embedded database is made before the app's modules load, and the process then starts
  // afresh on it: what making it took leaves with the old process image (createPgliteAndRestart).
  if (!config.databaseUrl) await createPgliteAndRestart(join(config.dataDir, 'pglite'));
  const { buildApp } = await import('./app.ts');
  // Until the server listens, nothing else keeps the event loop from running empty (see
  // withEventLoopHeld); once it listens, the listening socket does.
  const app = await withEventLoopHeld(
    (async () => {
      const built = await buildApp(config);
      await built.listen({ port: config.port, host: config.host });
      return built;
    })(),
  );
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  console.log(`Grundlagen is running at http://${displayHost(config.host)}:${port}`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) process.exit(1); // a second Ctrl-C does not wait
    closing = true;
    console.log(`${signal}: stopping…`);
    // In-flight requests finish and the database closes cleanly; a stuck request cannot hold us
    // forever. The timer also keeps the event loop from running empty meanwhile (withEventLoopHeld).
    setTimeout(() => process.exit(1), 10_000);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
