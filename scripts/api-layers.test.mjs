// The provider's layers (api/README.md "Layers", rules in api/.dependency-cruiser.mjs): its domains
// import one way, the base imports no domain, only the app imports the app, and the local payment
// gateway shares no code with the shop. Each rule fails on a planted violation.
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { cruise } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import layers, { DOMAINS } from '../api/.dependency-cruiser.mjs';
import { root } from './lib.mjs';

const api = join(root, 'api');

/** The rules each module breaks, by its path under api/ (imports followed `depth` steps). */
async function violations(paths, depth) {
  const { output } = await cruise(
    paths,
    {
      ...layers.options,
      baseDir: api,
      tsConfig: { fileName: join(api, 'tsconfig.json') },
      ruleSet: { forbidden: layers.forbidden },
      validate: true,
      maxDepth: depth,
    },
    {},
    { tsConfig: extractTSConfig(join(api, 'tsconfig.json')) },
  );
  const broken = new Map();
  for (const v of output.summary.violations) broken.set(v.from, [...(broken.get(v.from) ?? []), v.rule.name]);
  return broken;
}

test("the provider's own modules keep their layers", async () => {
  assert.deepEqual([...(await violations(['src'], 0))], []);
});

/** One planted import per rule: the file it sits in (under api/src), what it imports, the rule it breaks. */
const PLANTED = [
  ...Object.keys(DOMAINS).map((name) => {
    const above = Object.keys(DOMAINS).find((other) => other !== name && !DOMAINS[name].includes(other));
    return [`${name}/__planted.ts`, `../${above}/routes`, `${name}-imports-only-below`];
  }),
  ['mail/__planted.ts', '../auth/sessions', 'base-imports-no-domain'],
  ['__planted_base.ts', './checkout/settle', 'base-imports-no-domain'],
  ['checkout/__planted_app.ts', '../v1', 'only-the-app-imports-the-app'],
  ['payment-gateway/__planted.ts', '../util', 'the-gateway-stands-alone'],
  ['payments/__planted.ts', '../payment-gateway/service', 'the-shop-reaches-the-gateway-over-http'],
];

test('a planted import against each rule is reported, type-only imports too', async () => {
  const files = PLANTED.map(([file, target]) => {
    const path = join(api, 'src', file);
    mkdirSync(join(path, '..'), { recursive: true });
    // A type-only import of a module that exists: the rule is about the arrow, not what it carries.
    writeFileSync(path, `import type * as planted from '${target}';\nexport type Planted = typeof planted;\n`);
    return path;
  });
  try {
    const broken = await violations(
      PLANTED.map(([file]) => `src/${file}`),
      1,
    );
    for (const [file, target, rule] of PLANTED)
      assert.ok((broken.get(`src/${file}`) ?? []).includes(rule), `${file} → ${target}: expected ${rule}`);
  } finally {
    for (const path of files) rmSync(path, { force: true });
  }
});

test('an import down the layers is fine', async () => {
  const path = join(api, 'src', 'checkout', '__planted_down.ts');
  writeFileSync(
    path,
    "import { cartView } from '../cart/view';\nimport { mail } from '../mail/mailer';\nexport const ok = [cartView, mail];\n",
  );
  try {
    assert.deepEqual([...(await violations(['src/checkout/__planted_down.ts'], 1))], []);
  } finally {
    rmSync(path, { force: true });
  }
});
