import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as effector from './effector';
import * as effectorReact from './effector-react';
import * as farfetched from './farfetched';

// In the built site `effector` and `effector-react` are these narrowed modules (preset.mjs), so a
// name an app imports that is not re-exported here would be undefined in the browser. Every
// app's and the shared package's non-test sources are read: each value they import must be here.
const workspace = join(import.meta.dirname, '..', '..', '..');
const SOURCE_ROOTS = [
  'shell',
  'shared',
  'provider-client',
  'react-kit',
  'mf-catalog',
  'mf-basket',
  'mf-account',
  'mf-engagement',
].map((d) => join(workspace, d, 'src'));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    // src/testing/ is for tests only (`@shop/provider-client/testing`), never in a bundle; an
    // application's src/server/ (its server render) is in no browser bundle either.
    return /\.tsx?$/.test(entry.name) &&
      !/\.test\.tsx?$/.test(entry.name) &&
      path.indexOf('/src/testing/') === -1 &&
      path.indexOf('/vendor/') === -1 &&
      path.indexOf('/src/server/') === -1
      ? [path]
      : [];
  });
}

/** `import { a, b as c, type T } from 'pkg'` → values a, b (type-only imports need nothing at run time). */
function valuesImported(code: string, pkg: string): string[] {
  const out: string[] = [];
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${pkg}['"]`, 'g');
  for (const match of code.matchAll(pattern)) {
    if (match[1]) continue;
    for (const spec of (match[2] ?? '').split(',')) {
      const name =
        spec
          .trim()
          .split(/\s+as\s+/)[0]
          ?.trim() ?? '';
      if (name && !name.startsWith('type ')) out.push(name);
    }
  }
  return out;
}

describe('the narrowed effector singletons', () => {
  const files = SOURCE_ROOTS.flatMap(sources);

  it.each([
    ['effector', effector],
    ['effector-react', effectorReact],
    ['@farfetched/core', farfetched],
  ] as const)('export every value the apps import from %s', (pkg, narrowed) => {
    const missing: string[] = [];
    let imports = 0;
    for (const file of files) {
      for (const name of valuesImported(readFileSync(file, 'utf8'), pkg)) {
        imports += 1;
        if (typeof (narrowed as Record<string, unknown>)[name] !== 'function')
          missing.push(`${relative(workspace, file)}: ${name}`);
      }
    }
    expect(imports).toBeGreaterThan(5);
    expect(missing, `add these to the module of ${pkg} in build-preset/src/vendor/`).toEqual([]);
  });

  it('export every value @farfetched/core (a singleton beside them) imports from effector', () => {
    const dist = readFileSync(
      join(workspace, 'build-preset', 'node_modules', '@farfetched', 'core', 'dist', 'core.js'),
      'utf8',
    );
    const names = [...dist.matchAll(/import\s*\{([^}]*)\}\s*from\s*"effector"/g)].flatMap((m) =>
      (m[1] ?? '').split(',').map(
        (spec) =>
          spec
            .trim()
            .split(/\s+as\s+/)[0]
            ?.trim() ?? '',
      ),
    );
    expect(names.length).toBeGreaterThan(5);
    const exported = effector as Record<string, unknown>;
    expect(names.filter((name) => exported[name] === undefined)).toEqual([]);
  });

  it('reads namespace and default imports as a failure too (they would take the whole package)', () => {
    const wholesale = files.filter((file) =>
      /import\s+(\*\s+as\s+\w+|\w+)\s+from\s*['"]effector(-react)?['"]/.test(readFileSync(file, 'utf8')),
    );
    expect(wholesale).toEqual([]);
  });
});
