// The release CLI's command line, read strictly: an unknown command, flag or extra argument is
// refused with the usage, before anything is read or written.
import { parseArgs } from 'node:util';
import { containerOf, folderOf, REMOTE_FOLDERS } from '../lib.mjs';
import { parseShare, refuse } from './core.mjs';

export const USAGE = `usage: pnpm release <command>
  publish <remote> [version] [--canary <percent>] [--reason <text>]
                                      version: default the remote's latest build; --canary: serve it
                                      to that share of browsers (1-99), next to the live one
  promote <remote> [--reason <text>]  the canary goes live for every browser
  abort <remote> [--reason <text>]    the canary ends; every browser gets the live version
  rollback <remote> [--to <version>] [--reason <text>]
                                      default: the version live before the current one went live
  mark-bad <remote> <version> [--reason <text>]
                                      withdraw an earlier version: rollback never returns to it
  upload-shell                        put the shell's build into the release storage (a bucket)
  status [remote]                     live version, canary and history (who, when, why)
remotes: ${REMOTE_FOLDERS.join(', ')}`;

/** Per command: the flags it takes and how many positional arguments (remote, version). */
const COMMANDS = {
  publish: { flags: ['canary', 'reason'], min: 1, max: 2 },
  promote: { flags: ['reason'], min: 1, max: 1 },
  abort: { flags: ['reason'], min: 1, max: 1 },
  rollback: { flags: ['to', 'reason'], min: 1, max: 1 },
  'mark-bad': { flags: ['reason'], min: 2, max: 2 },
  'upload-shell': { flags: [], min: 0, max: 0 },
  status: { flags: [], min: 0, max: 1 },
};

function remoteFolder(name) {
  const folder = name.startsWith('mf_') ? folderOf(name) : name;
  if (!REMOTE_FOLDERS.includes(folder)) refuse(`unknown remote "${name}" (one of ${REMOTE_FOLDERS.join(', ')})`);
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
  if (positionals.length < spec.min) refuse(`${verb} needs a remote${spec.min > 1 ? ' and a version' : ''}`);
  if (positionals.length > spec.max) refuse(`${verb}: unexpected argument "${positionals[spec.max]}"`);
  const command = { verb };
  for (const [flag, given] of Object.entries(values)) {
    if (given.length > 1) refuse(`--${flag} is given ${given.length} times`);
    const value = given[0].trim();
    if (!value) refuse(`--${flag} needs a value`);
    command[flag] = value;
  }
  if (command.canary !== undefined) parseShare(command.canary);
  const [remote, version] = positionals;
  if (remote) {
    command.folder = remoteFolder(remote);
    command.container = containerOf(command.folder);
  }
  if (version) command.version = checkVersionName(version);
  if (command.to) checkVersionName(command.to);
  return command;
}
