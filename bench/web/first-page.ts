// The first page (docs/product/quality.md "Web", issue 24): builds the web app and a bare React page with the same
// Vite and React, serves both compressed, and loads them in headless Chromium with a cold cache:
// - the JavaScript (gzip) fetched before the login form shows, and before a signed-in learner's
//   drill or exercise is usable, each beside the bare page's;
// - with 1.6 Mbit/s down, 150 ms round trip and 4× CPU slowdown, the time until the login form
//   is visible and a drill's inputs are usable (median of 5), beside the bare page's. Both pages
//   are prerendered (apps/web/build/prerender.ts): an input is usable as soon as it shows,
//   since what is typed before the app hydrates is kept (e2e/specs/first-page.e2e.ts); the
//   time until hydrated (buttons and checks work) is printed below each. The JavaScript
//   figures count what had arrived by the time the input showed.
// Run: npx node bench/web/first-page.ts   (RUNS=3 for fewer timed runs, DETAIL=1 to list the files)
/// <reference lib="dom" />
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '@grundlagen/e2e/browser';
import { startServer } from '@grundlagen/e2e/server';

type Browser = Awaited<ReturnType<typeof launchBrowser>>;

const root = join(import.meta.dirname, '..', '..');
// Built apart from apps/web/dist, so that the bench never swaps the files of a running server.
const webDist = join(tmpdir(), `grundlagen-bench-web-${process.pid}`);
const bareRoot = join(import.meta.dirname, 'bare-react');
const bareDist = join(tmpdir(), `grundlagen-bench-bare-${process.pid}`);
const runs = Number(process.env['RUNS'] ?? 5);

/** The phone: 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip, CPU 4× slower. */
const throttling = { latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 0.75e6 / 8, cpu: 4 };

function build(cwd: string, outDir: string): void {
  // The course's own build (build/build.ts: client, prerender, compressed copies); Vite's for the bare page.
  const script = existsSync(join(cwd, 'build', 'build.ts'))
    ? [join(cwd, 'build', 'build.ts')]
    : [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'];
  const result = spawnSync(
    process.execPath,
    [...script, '--logLevel', 'error', '--outDir', outDir, '--emptyOutDir'],
    {
      cwd,
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`vite build failed in ${cwd}:\n${result.stderr}`);
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** Serves the bare page as the course's server serves the app: precompressed copies, by Accept-Encoding. */
async function serveBarePage(): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const path = normalize(new URL(request.url ?? '/', 'http://x').pathname).replace(/^(\.\.[/\\])+/, '');
    const file = join(bareDist, path === '/' ? 'index.html' : path);
    if (!file.startsWith(bareDist) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const encoding =
      accepts.includes('br') && existsSync(`${file}.br`)
        ? 'br'
        : accepts.includes('gzip') && existsSync(`${file}.gz`)
          ? 'gzip'
          : null;
    response.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      ...(encoding ? { 'content-encoding': encoding, vary: 'accept-encoding' } : {}),
    });
    response.end(readFileSync(encoding ? `${file}.${encoding === 'br' ? 'br' : 'gz'}` : file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return { url: `http://127.0.0.1:${address.port}`, server };
}

/** A learner's session as the web app stores it after a sign-up. */
async function signUpSession(url: string): Promise<string> {
  const { supabaseAnonKey } = (await (await fetch(`${url}/app-config.json`)).json()) as {
    supabaseAnonKey: string;
  };
  const response = await fetch(`${url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: supabaseAnonKey, 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench${Date.now()}@example.com`,
      password: 'richtig-gut-8',
      data: { username: 'bench' },
    }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const session = (await response.json()) as { expires_in: number; expires_at?: number };
  session.expires_at ??= Math.floor(Date.now() / 1000) + session.expires_in;
  return JSON.stringify(session);
}

interface PageLoad {
  /** Milliseconds from the start of navigation until the page was usable. */
  ms: number;
  /** Milliseconds until `options.hydrated` matched: the app had taken over a prerendered page. */
  hydratedMs?: number;
  /** The JavaScript files fetched until then. */
  scripts: string[];
}

/**
 * Opens `url` in a fresh context (cold cache) and waits, polling every frame, until `ready`
 * matches a visible, enabled element.
 */
async function loadPage(
  browser: Browser,
  url: string,
  ready: string,
  options: { session?: string; throttled?: boolean; hydrated?: string } = {},
): Promise<PageLoad> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true });
  const session = options.session;
  if (session !== undefined)
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      'grundlagen-auth',
      session,
    ] as const);
  const page = await context.newPage();
  if (options.throttled) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: throttling.latency,
      downloadThroughput: throttling.downloadThroughput,
      uploadThroughput: throttling.uploadThroughput,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.cpu });
  }
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    (selector) => {
      // Shown as painted: with the page's style sheets (a prerendered page's input exists before).
      const styled = [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].every(
        (link) => link.sheet !== null,
      );
      if (!styled) return false;
      for (const element of document.querySelectorAll<HTMLElement>(selector)) {
        const usable = element.getClientRects().length > 0 && !(element as HTMLInputElement).disabled;
        // The scripts the browser had fetched at that moment, read in the same frame: what the
        // page fetches once it is usable (toasts, modals, the phone's menu) does not count.
        if (usable)
          return {
            ms: performance.now(),
            scripts: performance
              .getEntriesByType('resource')
              .map((entry) => new URL(entry.name).pathname)
              .filter((path) => path.endsWith('.js')),
          };
      }
      return false;
    },
    ready,
    { polling: 'raf', timeout: 120_000 },
  );
  const { ms, scripts } = (await handle.jsonValue()) as PageLoad;
  let hydratedMs: number | undefined;
  if (options.hydrated !== undefined)
    hydratedMs = (await (
      await page.waitForFunction(
        (selector) => (document.querySelector(selector) ? performance.now() : false),
        options.hydrated,
        { polling: 'raf', timeout: 120_000 },
      )
    ).jsonValue()) as number;
  await context.close();
  return { ms, hydratedMs, scripts: [...new Set(scripts)] };
}

function gzipKB(dist: string, scripts: readonly string[]): number {
  return scripts.reduce((sum, path) => sum + gzipSync(readFileSync(join(dist, path))).length, 0) / 1024;
}

function brotliKB(dist: string, scripts: readonly string[]): number {
  return (
    scripts.reduce((sum, path) => {
      const file = join(dist, path);
      return sum + (existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size);
    }, 0) / 1024
  );
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const typedInputs = 'main input:not([type=checkbox]), main textarea, main select';
const pages = [
  { name: 'login form', path: '/login', ready: '#login-email', signedIn: false, goal: 2.0 },
  {
    name: 'drill: verb use (ch1)',
    path: '/ch1/drills/verb_use',
    ready: typedInputs,
    signedIn: true,
    goal: 3.0,
  },
  {
    name: 'drill: subject pronouns (ch1)',
    path: '/ch1/drills/subj_pronoun',
    ready: typedInputs,
    signedIn: true,
    goal: 3.0,
  },
  {
    name: 'drill: choice, kein/nicht (ch4)',
    path: '/ch4/drills/kein_vs_nicht',
    ready: 'main .choice input',
    signedIn: true,
    goal: 3.0,
  },
  {
    name: 'drill: word order (ch3)',
    path: '/ch3/drills/word_order',
    ready: '.chunk',
    signedIn: true,
    goal: 3.0,
  },
  {
    name: 'exercise: German→English (ch1)',
    path: '/ch1/german_to_english',
    ready: typedInputs,
    signedIn: true,
    goal: 3.0,
  },
  {
    name: 'exercise: English→German (ch1)',
    path: '/ch1/english_to_german',
    ready: typedInputs,
    signedIn: true,
    goal: 3.0,
  },
] as const;

build(join(root, 'apps', 'web'), webDist);
build(bareRoot, bareDist);
const server = await startServer({ env: { WEB_DIST: webDist } });
const bare = await serveBarePage();
const browser = await launchBrowser();
let failed = false;
try {
  const session = await signUpSession(server.url);
  const bareLoad = await loadPage(browser, `${bare.url}/`, 'h1');
  const bareKB = gzipKB(bareDist, bareLoad.scripts);

  console.log('JavaScript until the page is usable (cold cache, gzip; brotli as sent)');
  console.log(
    `${'page'.padEnd(34)} ${'files'.padStart(5)} ${'gzip KB'.padStart(8)} ${'br KB'.padStart(6)}  × bare  goal`,
  );
  console.log(
    `${'bare React page (reference)'.padEnd(34)} ${String(bareLoad.scripts.length).padStart(5)} ${bareKB.toFixed(1).padStart(8)} ${brotliKB(bareDist, bareLoad.scripts).toFixed(1).padStart(6)}  1.00`,
  );
  for (const page of pages) {
    const load = await loadPage(browser, `${server.url}${page.path}`, page.ready, {
      session: page.signedIn ? session : undefined,
    });
    const kb = gzipKB(webDist, load.scripts);
    const ratio = kb / bareKB;
    if (ratio > page.goal) failed = true;
    if (process.env['DETAIL'])
      for (const script of load.scripts)
        console.log(`    ${script.padEnd(48)} ${gzipKB(webDist, [script]).toFixed(1).padStart(6)}`);
    console.log(
      `${page.name.padEnd(34)} ${String(load.scripts.length).padStart(5)} ${kb.toFixed(1).padStart(8)} ${brotliKB(webDist, load.scripts).toFixed(1).padStart(6)}  ${ratio.toFixed(2)}  ≤ ${page.goal.toFixed(1)}${ratio > page.goal ? '  OVER' : ''}`,
    );
  }

  console.log(
    `\nTime until usable, throttled (load ${loadavg()[0]?.toFixed(1)}; ${(throttling.downloadThroughput * 8e-6).toFixed(1)} Mbit/s down, ${throttling.latency} ms RTT, CPU ${throttling.cpu}× slower), median of ${runs}, cold cache`,
  );
  const timed = [
    { name: 'bare React page (reference)', url: `${bare.url}/`, ready: 'h1', session: undefined },
    {
      name: 'login form visible',
      url: `${server.url}/login`,
      ready: '#login-email',
      session: undefined,
      // The prerendered form's button is enabled once the page has hydrated.
      hydrated: '#root button[type=submit]:enabled',
    },
    {
      name: 'drill inputs usable (ch1 verb use)',
      url: `${server.url}/ch1/drills/verb_use`,
      ready: typedInputs,
      session,
      // The course shell takes the device's own layout in the render after hydration.
      hydrated: '.app-shell:not(.app-shell-any-device)',
    },
  ];
  // Runs interleaved (bare, login, drill, bare, …): the machine's load, which drifts, weighs on
  // the pages alike.
  const timesOf = timed.map((): number[] => []);
  const hydratedOf = timed.map((): number[] => []);
  for (let run = 0; run < runs; run += 1)
    for (const [index, entry] of timed.entries()) {
      const load = await loadPage(browser, entry.url, entry.ready, {
        session: entry.session,
        throttled: true,
        hydrated: 'hydrated' in entry ? entry.hydrated : undefined,
      });
      timesOf[index]?.push(load.ms);
      if (load.hydratedMs !== undefined) hydratedOf[index]?.push(load.hydratedMs);
    }
  let reference = 0;
  for (const [index, entry] of timed.entries()) {
    const times = timesOf[index] ?? [];
    const ms = median(times);
    reference ||= ms;
    console.log(
      `${entry.name.padEnd(36)} ${(ms / 1000).toFixed(2).padStart(6)} s  (${(ms / reference).toFixed(2)}× bare; runs ${times.map((t) => (t / 1000).toFixed(2)).join(' ')})`,
    );
    const hydrated = hydratedOf[index] ?? [];
    if (hydrated.length > 0)
      console.log(
        `${'  hydrated (every control works)'.padEnd(36)} ${(median(hydrated) / 1000).toFixed(2).padStart(6)} s  (${(median(hydrated) / reference).toFixed(2)}× bare)`,
      );
  }
} finally {
  await browser.close();
  bare.server.close();
  await server.stop();
  rmSync(webDist, { recursive: true, force: true });
  rmSync(bareDist, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
