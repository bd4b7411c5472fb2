import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { signAnonKey } from './auth.ts';
import { ConfigError, loadConfig, parseEnv } from './config.ts';

const dirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'grundlagen-config-'));
  dirs.push(dir);
  return dir;
}
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv({});
    expect([env.PORT, env.HOST, env.RATE_LIMIT_AUTH, env.DATABASE_URL, env.TRUST_PROXY]).toEqual([
      3000,
      '127.0.0.1',
      10,
      undefined,
      false,
    ]);
  });

  it('trusts only the proxies TRUST_PROXY names; true means one on this machine', () => {
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe('loopback');
    expect(parseEnv({ TRUST_PROXY: 'no' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.5, 192.168.0.0/16,loopback' }).TRUST_PROXY).toBe(
      '10.0.0.5,192.168.0.0/16,loopback',
    );
    expect(() => parseEnv({ TRUST_PROXY: '2' })).toThrow(/TRUST_PROXY/);
    expect(() => parseEnv({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY/);
    expect(() => parseEnv({ SITE_URL: 'grundlagen.example.org' })).toThrow(/SITE_URL/);
  });

  it('names each bad variable', () => {
    expect(() => parseEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' })).toThrow(
      /PORT.*DATABASE_URL.*JWT_SECRET/,
    );
  });
});

describe('loadConfig', () => {
  it('generates the secrets once into DATA_DIR/secrets.json (mode 0600) and keeps them', async () => {
    const dataDir = await tempDir();
    const first = await loadConfig({ DATA_DIR: dataDir });
    const file = join(dataDir, 'secrets.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({
      jwtSecret: first.jwtSecret,
      anonKey: first.anonKey,
    });
    const second = await loadConfig({ DATA_DIR: dataDir });
    expect([second.jwtSecret, second.anonKey]).toEqual([first.jwtSecret, first.anonKey]);
  });

  it('takes JWT_SECRET and ANON_KEY from the environment, refusing a key the secret did not sign', async () => {
    const dataDir = await tempDir();
    const secret = 'a-secret-from-the-environment-0123456789';
    const config = await loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret });
    expect(config.anonKey).toBe(await signAnonKey(secret));
    await expect(
      loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret, ANON_KEY: 'not-a-jwt' }),
    ).rejects.toThrow(ConfigError);
  });

  it('resolves its default folders from the repository root', async () => {
    // The root is found independently of config.ts: the folder whose package.json is the workspace root.
    const root = resolve(import.meta.dirname, '..', '..', '..', '..');
    const rootPackage = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as { name: string };
    expect(rootPackage.name).toBe('grundlagen');
    const config = await loadConfig({ DATA_DIR: await tempDir() });
    expect(config.webDist).toBe(join(root, 'apps', 'web', 'dist'));
  });
});
