import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// shopConfig is read once when the module is evaluated, so each case sets up <head> and then
// imports a fresh copy.
async function freshConfig() {
  vi.resetModules();
  return (await import('./config')).shopConfig;
}

function meta(name: string, content: string, parent: HTMLElement = document.head) {
  const tag = document.createElement('meta');
  tag.name = name;
  tag.content = content;
  parent.append(tag);
}

// Whatever SHOP_* the test run was started with must not decide these cases.
beforeEach(() => {
  vi.stubEnv('SHOP_API_URL', '');
  vi.stubEnv('SHOP_FIREBASE_EMULATOR', undefined);
});
afterEach(() => {
  vi.unstubAllEnvs();
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('shopConfig', () => {
  it('uses the built-in provider when the page names none', async () => {
    const config = await freshConfig();
    expect(config.apiUrl).toBe('http://localhost:8787');
    expect(config.firebaseEmulator).toBe('localhost:8787');
  });

  it('uses the provider the server wrote into <head>', async () => {
    meta('shop-api-url', 'http://localhost:9088');
    meta('shop-firebase-emulator', 'localhost:9088');
    const config = await freshConfig();
    expect(config.apiUrl).toBe('http://localhost:9088');
    expect(config.firebaseEmulator).toBe('localhost:9088');
  });

  it('an emulator set to empty means the real Firebase project, not the local default', async () => {
    vi.stubEnv('SHOP_FIREBASE_EMULATOR', '');
    expect((await freshConfig()).firebaseEmulator).toBe('');
  });

  it('ignores a tag outside <head> and an empty one', async () => {
    meta('shop-api-url', 'http://attacker.example', document.body);
    meta('shop-firebase-emulator', '');
    const config = await freshConfig();
    expect(config.apiUrl).toBe('http://localhost:8787');
    expect(config.firebaseEmulator).toBe('localhost:8787');
  });
});
