// The release commands as words: the command line's (`pnpm release publish mf-basket 1.0.2
// --reason …`) and the release console's buttons, read strictly by one parser. An unknown
// command, flag or extra argument is refused before anything is read or written.
import { parseArgs } from 'node:util';
import { parseCanarySteps, parsePause, parseShare } from '../canary-plan';
import { parseExpiry } from '../preview-link';
import { refuse } from '../refusal';
import { containerOf, folderOf, REMOTE_FOLDERS, SHELL } from '../targets';
import type { ParsedCommand, Verb } from '../types';

type Flag = 'canary' | 'pause' | 'reason' | 'force' | 'to' | 'expires';

/** Per command: the flags it takes and how many positional arguments (target, version or share). */
const COMMANDS: Record<Verb, { flags: Flag[]; min: number; max: number }> = {
  publish: { flags: ['canary', 'pause', 'reason', 'force'], min: 1, max: 2 },
  share: { flags: ['reason'], min: 2, max: 2 },
  promote: { flags: ['reason'], min: 1, max: 1 },
  abort: { flags: ['reason'], min: 1, max: 1 },
  rollback: { flags: ['to', 'reason'], min: 1, max: 1 },
  'mark-bad': { flags: ['reason'], min: 2, max: 2 },
  status: { flags: [], min: 0, max: 1 },
  preview: { flags: ['expires', 'reason'], min: 1, max: 2 },
};

function targetFolder(name: string): string {
  if (name === SHELL) return SHELL;
  const folder = name.startsWith('mf_') ? folderOf(name) : name;
  if (!REMOTE_FOLDERS.includes(folder)) {
    refuse(`unknown target "${name}" (one of ${SHELL}, ${REMOTE_FOLDERS.join(', ')})`);
  }
  return folder;
}

/** A version names a folder under the remote's: no path tricks. */
function checkVersionName(version: string): string {
  if (!/^[0-9A-Za-z][\w.+-]*$/.test(version)) refuse(`"${version}" is not a version name`);
  return version;
}

function readArgs(args: string[], flags: Flag[]) {
  try {
    const options = Object.fromEntries(flags.map((flag) => [flag, { type: 'string' as const, multiple: true }]));
    return parseArgs({ args, options, strict: true, allowPositionals: true });
  } catch (error) {
    // node's own message names the flag ("Unknown option '--x'", "argument missing"); its hint
    // about `--` is not for this tool.
    return refuse((error as Error).message.replace(/\. To specify a positional.*$/s, ''));
  }
}

const isVerb = (word: string | undefined): word is Verb => word !== undefined && Object.hasOwn(COMMANDS, word);

/** `argv` after the script name → { verb, folder?, container?, version?, canary?, to?, reason? }. */
export function parseCommand(argv: string[]): ParsedCommand {
  const [verb, ...args] = argv;
  if (!isVerb(verb)) return refuse(verb ? `unknown command "${verb}"` : 'no command given');
  const spec = COMMANDS[verb];
  const { values, positionals } = readArgs(args, spec.flags);
  const needs = verb === 'share' ? ' and a percent' : ' and a version';
  if (positionals.length < spec.min) refuse(`${verb} needs a remote${spec.min > 1 ? needs : ''}`);
  if (positionals.length > spec.max) refuse(`${verb}: unexpected argument "${positionals[spec.max]}"`);
  const command: ParsedCommand = { verb };
  for (const [flag, given] of Object.entries(values) as [Flag, string[]][]) {
    if (given.length > 1) refuse(`--${flag} is given ${given.length} times`);
    const value = (given[0] ?? '').trim();
    if (!value) refuse(`--${flag} needs a value`);
    command[flag] = value;
  }
  if (command.canary !== undefined) parseCanarySteps(command.canary);
  if (command.pause !== undefined) {
    if (command.canary === undefined) refuse('--pause goes with --canary');
    parsePause(command.pause);
  }
  const [target, second] = positionals;
  if (target) {
    command.folder = targetFolder(target);
    command.container = command.folder === SHELL ? SHELL : containerOf(command.folder);
  }
  if (verb === 'share') command.share = String(parseShare(second));
  else if (second) command.version = checkVersionName(second);
  if (command.to) checkVersionName(command.to);
  if (verb === 'preview') {
    if (command.folder === SHELL)
      refuse('the shell has no preview: every browser gets the same page (preview a remote)');
    parseExpiry(command.expires);
  }
  return command;
}
