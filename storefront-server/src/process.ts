// The storefront server as a process of its own (the e2e harness's lanes and drills, as it runs in
// production): node with tsx's loader, then main.ts. Its TypeScript runs as it is, with no build
// step (README "Layout").
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** node's arguments that start the server: `spawn(process.execPath, storefrontServerArgs(), { env })`. */
export const storefrontServerArgs = (): string[] => [
  '--import',
  tsxLoader,
  fileURLToPath(new URL('./main.ts', import.meta.url)),
];
