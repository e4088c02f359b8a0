import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'vitest';
import { operatorLine, withOperator } from './first-paint';

// The shell's page template, whose first-paint footer the server fills in.
const template = readFileSync(join(import.meta.dirname, '..', '..', '..', 'shell', 'src', 'index.html'), 'utf8');
const settings = (operator: object | undefined) => async (name: string) =>
  name === 'getsettings' ? { success: true, data: { operator } } : null;

test('the first-paint footer names the operator from the site settings', async () => {
  const html = await withOperator(
    template,
    settings({ name: 'Prize Draw UK Ltd', company_number: 9876543, registered_address: '1 Example St <Leeds>' }),
  );
  const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
  assert.match(
    footer,
    /<p class="shell-footer-small shell-footer-operator" data-testid="operator">Prize Draw UK Ltd · Company number 9876543 · Registered office: 1 Example St &lt;Leeds&gt;<\/p>\s*<\/div>\s*$/,
  );
});

test('an absent or empty operator, or no settings, leaves the footer as it is', async () => {
  assert.equal(await withOperator(template, settings(undefined)), template);
  assert.equal(await withOperator(template, settings({ name: ' ' })), template);
  assert.equal(await withOperator(template, async () => null), template);
  assert.equal(operatorLine({ company_number: '123' }), 'Company number 123');
});
