// Once per `vitest run` (vitest.config.ts `globalSetup`): a scratch folder for the run's databases,
// handed to the workers (test/helpers.ts) and removed when the run ends, passed or failed. Before,
// each worker's seeded demo shop stayed in the system's temporary folder after every run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    scratchDir: string;
  }
}

export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'api-tests-'));
  project.provide('scratchDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
