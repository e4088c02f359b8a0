import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { LANE, RELEASE_CONSOLE_TOKEN, SITE } from '../env';
import { acceptCookies, expect, test } from './fixtures';
import { build, liveVersion, registryRecord, release } from './release-helpers';

// The release console (release/src/console/console.ts) behind its token: it acts only on what the
// release manager saw, and every action responds with a redirect (docs/release.md).
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
  .serial('release console', { tag: ['@shell', '@mf-engagement'] }, () => {
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

test.describe
  .serial('release console on a page drawn before the state moved on', { tag: ['@shell', '@mf-engagement'] }, () => {
    test.beforeEach(async ({ page }) => acceptCookies(page));
    test.afterEach(() => {
      if (registryRecord('mf_engagement').canary) release('abort', 'mf-engagement', '--reason', 'e2e: clean up');
    });

    test('a Promote drawn before another canary started is refused and changes nothing; a reload sends nothing again', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const next = `${VERSION}.next`;
      build('mf-engagement', VERSION);
      release('publish', 'mf-engagement', VERSION, '--canary', '10', '--pause', '1h', '--reason', 'e2e: shown');
      await signIn(page, RELEASE_CONSOLE_TOKEN);
      const remote = page.getByRole('region', { name: 'mf-engagement' });
      const promote = remote.getByRole('button', { name: `Promote ${VERSION}` });
      await expect(promote).toBeVisible();
      // Meanwhile another release manager aborts it and starts another canary from the command line.
      release('abort', 'mf-engagement', '--reason', 'e2e: meanwhile');
      build('mf-engagement', next);
      release('publish', 'mf-engagement', next, '--canary', '10', '--pause', '1h', '--reason', 'e2e: meanwhile');
      const before = registryText();
      await remote.getByLabel('Why').fill('e2e: from a stale page');
      await promote.click();
      // Today's main promoted the canary running when the form arrived: the one nobody looked at.
      await expect(page.getByRole('status')).toHaveText(
        new RegExp(
          `^Refused: mf-engagement changed since this page was shown \\(now: \\S+, canary ${next.replace(/\./g, '\\.')} at 10 %\\): look again, then decide$`,
        ),
      );
      expect(page.url()).toMatch(/\/__release\/console$/);
      expect(registryText()).toBe(before);
      // Post/redirect/get: a reload asks for the console again, and sends no form.
      await page.reload();
      await expect(page.getByRole('status')).toHaveCount(0);
      expect(registryText()).toBe(before);
      // The page drawn now acts on what it shows.
      await page
        .getByRole('region', { name: 'mf-engagement' })
        .getByRole('button', { name: `Abort ${next}` })
        .click();
      await expect(page.getByRole('status')).toHaveText(
        new RegExp(`^aborted mf-engagement canary ${next.replace(/\./g, '\\.')}`),
      );
      expect(registryRecord('mf_engagement').canary).toBeUndefined();
    });
  });
