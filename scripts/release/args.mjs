// The release CLI's command line, read strictly: an unknown command, flag or extra argument is
// refused with the usage, before anything is read or written.
import { parseArgs } from 'node:util';
import { containerOf, folderOf, REMOTE_FOLDERS } from '../lib.mjs';
import { parseCanarySteps, parsePause, parseShare, refuse, SHELL } from './core.mjs';
import { parseExpiry } from './preview-link.mjs';

export const USAGE = `usage: pnpm release <command>
  publish <target> [version] [--canary <steps>] [--pause <time>] [--reason <text>] [--force <why>]
                                      version: default the target's latest build; --canary: serve it
                                      to a share of browsers next to the live one, in steps (10, or
                                      5,25,50), each held --pause (default 10m) and taken when healthy,
                                      then promoted; --force: publish past the gates (a withdrawn
                                      version, a dirty tree, no passing test run), saying why
  share <remote> <percent>            change the running canary's share (1-99)
  promote <remote> [--reason <text>]  the canary goes live for every browser
  abort <remote> [--reason <text>]    the canary ends; every browser gets the live version
  rollback <target> [--to <version>] [--reason <text>]
                                      default: the version live before the current one went live;
                                      a withdrawn one comes back only --to it, with a reason
  mark-bad <target> <version> [--reason <text>]
                                      withdraw an earlier version: rollback never returns to it
  status [target]                     live version, canary and history (who, when, why)
  preview <remote> [version] [--expires <time>] [--reason <text>]
                                      a signed link that shows the site with this version (default:
                                      a build of the working tree) to whoever opens it, never live;
                                      --expires: how long the link works (30m, 2h, 7d; default 24h)
targets: ${SHELL}, ${REMOTE_FOLDERS.join(', ')} (the shell takes no canary)`;

/** Per command: the flags it takes and how many positional arguments (target, version or share). */
const COMMANDS = {
  publish: { flags: ['canary', 'pause', 'reason', 'force'], min: 1, max: 2 },
  share: { flags: ['reason'], min: 2, max: 2 },
  promote: { flags: ['reason'], min: 1, max: 1 },
  abort: { flags: ['reason'], min: 1, max: 1 },
  rollback: { flags: ['to', 'reason'], min: 1, max: 1 },
  'mark-bad': { flags: ['reason'], min: 2, max: 2 },
  status: { flags: [], min: 0, max: 1 },
  preview: { flags: ['expires', 'reason'], min: 1, max: 2 },
};

function targetFolder(name) {
  if (name === SHELL) return SHELL;
  const folder = name.startsWith('mf_') ? folderOf(name) : name;
  if (!REMOTE_FOLDERS.includes(folder)) {
    refuse(`unknown target "${name}" (one of ${SHELL}, ${REMOTE_FOLDERS.join(', ')})`);
  }
  return folder;
}

/** A version names a folder under the remote's: no path tricks. */
function checkVersionName(version) {
  if (!/^[0-9A-Za-z][\w.+-]*$/.test(version)) refuse(`"${version}" is not a version name`);
  return version;
}

function readArgs(args, flags) {
  try {
    const options = Object.fromEntries(flags.map((flag) => [flag, { type: 'string', multiple: true }]));
    return parseArgs({ args, options, strict: true, allowPositionals: true });
  } catch (error) {
    // node's own message names the flag ("Unknown option '--x'", "argument missing"); its hint
    // about `--` is not for this tool.
    return refuse(error.message.replace(/\. To specify a positional.*$/s, ''));
  }
}

/** `argv` after the script name → { verb, folder?, container?, version?, canary?, to?, reason? }. */
export function parseCommand(argv) {
  const [verb, ...args] = argv;
  const spec = Object.hasOwn(COMMANDS, verb ?? '') ? COMMANDS[verb] : null;
  if (!spec) refuse(verb ? `unknown command "${verb}"` : 'no command given');
  const { values, positionals } = readArgs(args, spec.flags);
  const needs = verb === 'share' ? ' and a percent' : ' and a version';
  if (positionals.length < spec.min) refuse(`${verb} needs a remote${spec.min > 1 ? needs : ''}`);
  if (positionals.length > spec.max) refuse(`${verb}: unexpected argument "${positionals[spec.max]}"`);
  const command = { verb };
  for (const [flag, given] of Object.entries(values)) {
    if (given.length > 1) refuse(`--${flag} is given ${given.length} times`);
    const value = given[0].trim();
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
