// The release tool as a process of its own (the e2e drills, the concurrency test): node with tsx's
// loader, then main.ts. Its TypeScript runs as it is, with no build step (README "Layout").
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** node's arguments for `pnpm release <argv…>`: `spawn(process.execPath, [...releaseToolArgs(), ...argv])`. */
export const releaseToolArgs = (): string[] => [
  '--import',
  tsxLoader,
  fileURLToPath(new URL('./main.ts', import.meta.url)),
];
