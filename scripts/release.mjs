#!/usr/bin/env node
// pnpm release publish <remote> [version] [--canary <percent>] | promote | abort | rollback | status
// (scripts/release/args.mjs has the usage). Every command only edits deploy/registry.json
// (validated first, written atomically); the next page load picks the change up. Nothing is rebuilt.
import { USAGE } from './release/args.mjs';
import { Refusal } from './release/core.mjs';
import { runCli } from './release/run.mjs';

try {
  console.log(await runCli(process.argv.slice(2)));
} catch (error) {
  if (!(error instanceof Refusal)) throw error;
  console.error(`refused: ${error.message}\n${USAGE}`);
  process.exit(1);
}
