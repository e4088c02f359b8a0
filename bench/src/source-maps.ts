import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { config } from './config';

/**
 * Source maps by file name, for both builds: the composed build's under DEPLOY_DIR/.sourcemaps,
 * the monolith's beside its files. Builds' file names carry their content hash, so a name is one file.
 */
export function sourceMaps(): (url: string) => SourceMapConsumer | null {
  const roots = [join(config.mfDir, '.sourcemaps'), config.monolithDir];
  const byName = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.js.map')) byName.set(entry.name, path);
    }
  };
  for (const root of roots) if (existsSync(root)) walk(root);
  const loaded = new Map<string, SourceMapConsumer | null>();
  return (url) => {
    const name = `${new URL(url).pathname.split('/').pop()}.map`;
    if (!loaded.has(name)) {
      const path = byName.get(name);
      loaded.set(name, path ? new SourceMapConsumer(JSON.parse(readFileSync(path, 'utf8'))) : null);
    }
    return loaded.get(name) ?? null;
  };
}
