// The release tool's usage, printed with every refusal of its command line.
import { REMOTE_FOLDERS, SHELL } from '@shop/release';

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
