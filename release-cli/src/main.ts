// `npm run release -- <command>` (`pnpm release …`): publish, share, promote, abort, rollback,
// mark-bad, status and preview over the deploy folder or bucket (usage.ts). Every command that
// changes what is live is one compare-and-set on the release state; the next page load picks the
// change up. Nothing is rebuilt. A refusal prints why and the usage, and exits 1.
import { Refusal } from '@shop/release';
import { runCli } from './run';
import { USAGE } from './usage';

try {
  console.log(await runCli(process.argv.slice(2)));
} catch (error) {
  if (!(error instanceof Refusal)) throw error;
  console.error(`refused: ${error.message}\n${USAGE}`);
  process.exit(1);
}
