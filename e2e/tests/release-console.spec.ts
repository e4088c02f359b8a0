import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { LANE, RELEASE_CONSOLE_TOKEN, SITE } from '../env';
import { acceptCookies, expect, test } from './fixtures';
import { build, liveVersion, release } from './release-helpers';

// Issue 19 item 5: the release console (scripts/release/console.mjs) behind its token.
// A version of its own each run: a run over the last one's deploy folder (E2E_SKIP_BUILD=1) may
// find the last one's still live.
const VERSION = `1.9.0-console.${Date.now().toString(36)}`;
const registryText = () => readFileSync(join(LANE.deployDir, 'registry.json'), 'utf8');

async function signIn(page: Page, token: string) {
  await page.goto('/__release/console');
  await page.getByLabel('Your name').fill('Rita Release');
  await page.getByLabel('Release console token').fill(token);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe
  .serial('release console', () => {
    test.beforeEach(async ({ page }) => acceptCookies(page));

    test('refuses without the credential and changes nothing', async ({ page, request }) => {
      const before = registryText();
      await signIn(page, 'not-the-console-token');
      await expect(page.getByRole('status')).toHaveText('Refused: wrong token');
      await expect(page.getByRole('button', { name: /Rollback/ })).toHaveCount(0);
      // A form post from this origin without a session, and one from elsewhere.
      const form = { remote: 'mf-engagement', command: 'rollback' };
      expect((await request.post('/__release/console/run', { form, headers: { origin: SITE } })).status()).toBe(401);
      const elsewhere = { origin: 'http://elsewhere.example' };
      expect((await request.post('/__release/console/run', { form, headers: elsewhere })).status()).toBe(403);
      expect(registryText()).toBe(before);
    });

    test('rollback from the console: the site then loads the previous version', async ({ page }) => {
      const original = liveVersion('mf_engagement');
      build('mf-engagement', VERSION);
      release('publish', 'mf-engagement', VERSION, '--reason', 'e2e: console drill');
      // The shell's health beacon for this page load (shell/src/registry/health-beacon.ts).
      const beacon = page.waitForResponse((r) => r.url().endsWith('/__release/beacon') && r.status() === 204);
      await page.goto('/faq');
      await expect(page.locator('[data-app="mf_engagement"]')).toHaveAttribute('data-version', VERSION);
      await beacon;

      await signIn(page, RELEASE_CONSOLE_TOKEN);
      await expect(page.getByText('Signed in as Rita Release')).toBeVisible();
      const remote = page.getByRole('region', { name: 'mf-engagement' });
      await expect(
        remote.getByText(new RegExp(`^${VERSION.replace(/\./g, '\\.')} — 1 page loads: 1 loaded, 0 failed`)),
      ).toBeVisible();
      await remote.getByLabel('Why').fill('e2e: roll back from the console');
      await remote.getByRole('button', { name: `Rollback to ${original}` }).click();
      await expect(page.getByRole('status')).toHaveText(
        `rolled back mf-engagement to ${original} (withdrew ${VERSION})`,
      );
      expect(liveVersion('mf_engagement')).toBe(original);
      await expect(page.getByRole('region', { name: 'mf-engagement' }).getByRole('row').nth(1)).toContainText(
        'Rita Release (release console)',
      );

      await page.goto('/faq');
      await expect(page.locator('[data-app="mf_engagement"]')).toHaveAttribute('data-version', original);
    });
  });
