// `npm run release -- <command>` (`pnpm release …`): publish, share, promote, abort, rollback,
// mark-bad, status and preview over the deploy folder or bucket (usage.ts). Every command that
// changes what is live is one compare-and-set on the release state; the next page load picks the
// change up. Nothing is rebuilt. A refusal prints why and the usage, and exits 1.
import { cliOutcome } from './run';

const { code, out, err } = await cliOutcome(process.argv.slice(2));
process.stdout.write(out);
process.stderr.write(err);
if (code !== 0) process.exit(code);
