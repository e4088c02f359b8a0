// The release console's HTML (console.ts): server-rendered, no script at all, so the site's CSP
// needs nothing new. Pure: the release state, health and the signed-in person in, text out. Each
// form carries the revision its remote was drawn at (console.ts refuses it once that remote has
// changed).
import { recordOf } from '../core';
import { describeHealth, describePlan, type HealthByVersion } from '../health/describe';
import { GOES_LIVE, rollbackTarget, withdrawnVersions } from '../history';
import { SHELL, targetContainer } from '../targets';
import type { ReleaseRecord, ReleaseState } from '../types';
import type { ConsoleMessage } from './auth';

/** Steps of history shown per remote, newest first. */
export const CONSOLE_STEPS = 12;

export const escapeHtml = (text: unknown) =>
  String(text ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const STYLE = `*{box-sizing:border-box}body{font:15px/1.45 system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1rem;color:#1b1b1b}
h1{font-size:1.4rem}h2{font-size:1.15rem;margin:0 0 .5rem}section{border:1px solid #ccc;border-radius:6px;padding:1rem;margin:1rem 0}
table{border-collapse:collapse;width:100%;font-size:.85rem}th,td{text-align:left;padding:.25rem .5rem;border-bottom:1px solid #eee;vertical-align:top}
.scroll{overflow-x:auto}button{font:inherit;padding:.35rem .75rem;margin:.25rem .25rem 0 0;cursor:pointer}
.message{padding:.6rem .8rem;border-radius:4px;background:#e7f5e9}.message.refused{background:#fdecea}
label{display:block;margin:.5rem 0 .2rem}input[type=text],input[type=password]{font:inherit;padding:.3rem;width:min(100%,24rem)}input[type=number]{font:inherit;padding:.3rem;width:5rem}
dt{font-weight:600}dd{margin:0 0 .4rem}.muted{color:#555}`;

function layout(title: string, body: string) {
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

function messageBox(message: ConsoleMessage | null) {
  if (!message) return '';
  const cls = message.refused ? 'message refused' : 'message';
  return `<p class="${cls}" role="status">${escapeHtml(message.refused ? `Refused: ${message.text}` : message.text)}</p>`;
}

export function signInPage({ path, message = null }: { path: string; message?: ConsoleMessage | null }) {
  return layout(
    'Release console: sign in',
    `<h1>Release console</h1>${messageBox(message)}
<form method="post" action="${path}/sign-in">
<label for="name">Your name (recorded in the release history)</label>
<input type="text" id="name" name="name" required maxlength="60" autocomplete="name">
<label for="token">Release console token</label>
<input type="password" id="token" name="token" required autocomplete="current-password">
<p><button type="submit">Sign in</button></p></form>`,
  );
}

/** Earlier versions that went live, newest first, each with whether it was withdrawn since. */
export function earlierVersions(record: ReleaseRecord): { version: string; withdrawn: boolean }[] {
  const withdrawn = withdrawnVersions(record.history);
  const seen = new Set([record.live]);
  const out: { version: string; withdrawn: boolean }[] = [];
  for (const step of [...record.history].reverse()) {
    if (!GOES_LIVE.has(step.action) || seen.has(step.version)) continue;
    seen.add(step.version);
    out.push({ version: step.version, withdrawn: withdrawn.has(step.version) });
  }
  return out;
}

const button = (command: string, label: string) =>
  `<button type="submit" name="command" value="${escapeHtml(command)}">${escapeHtml(label)}</button>`;

function historyTable(record: ReleaseRecord) {
  const rows = [...record.history]
    .reverse()
    .slice(0, CONSOLE_STEPS)
    .map(
      (step) =>
        `<tr><td>${escapeHtml(step.at)}</td><td>${escapeHtml(step.action)}</td><td>${escapeHtml(step.version)}${
          step.share ? ` at ${escapeHtml(step.share)} %` : ''
        }</td><td>${escapeHtml(step.withdrew ?? '')}</td><td>${escapeHtml(step.by)}</td><td>${escapeHtml(step.reason ?? '')}</td></tr>`,
    );
  return `<div class="scroll"><table><caption class="muted">History, newest first</caption>
<thead><tr><th>When</th><th>Action</th><th>Version</th><th>Withdrew</th><th>Who</th><th>Why</th></tr></thead>
<tbody>${rows.join('')}</tbody></table></div>`;
}

interface SectionOf {
  folder: string;
  record: ReleaseRecord | undefined;
  health: HealthByVersion;
  path: string;
  csrf: string;
}

function remoteSection({ folder, record, health, path, csrf }: SectionOf) {
  if (!record) return `<section><h2>${folder}</h2><p>Not published.</p></section>`;
  const container = targetContainer(folder);
  const { canary } = record;
  const target = canary ? null : rollbackTarget(record);
  const earlier = earlierVersions(record);
  const buttons: string[] = [];
  if (canary) buttons.push(button('promote', `Promote ${canary.version}`), button('abort', `Abort ${canary.version}`));
  if (target) buttons.push(button('rollback', `Rollback to ${target}`));
  for (const { version, withdrawn } of earlier)
    if (!withdrawn) buttons.push(button(`mark-bad ${version}`, `Mark ${version} bad`));
  const previous = earlier.map(({ version, withdrawn }) => `${escapeHtml(version)}${withdrawn ? ' (withdrawn)' : ''}`);
  const healthOf = (version: string) =>
    folder === SHELL ? '' : ` <span class="muted">— ${escapeHtml(describeHealth(health, container, version))}</span>`;
  const hidden = `<input type="hidden" name="csrf" value="${escapeHtml(csrf)}">
<input type="hidden" name="remote" value="${folder}"><input type="hidden" name="revision" value="${Number(record.revision ?? 0)}">`;
  const share = canary
    ? `<form method="post" action="${path}/run">${hidden}<input type="hidden" name="command" value="share">
<label for="${container}-share">Canary share (percent of browsers)</label>
<input type="number" id="${container}-share" name="share" min="1" max="99" value="${canary.share}" required>
<button type="submit">Change share</button></form>`
    : '';
  return `<section aria-labelledby="${container}-title"><h2 id="${container}-title">${folder}</h2><dl>
<dt>Live</dt><dd>${escapeHtml(record.live)}${healthOf(record.live)}</dd>
${canary ? `<dt>Canary</dt><dd>${escapeHtml(canary.version)} to ${escapeHtml(describePlan(canary))}${healthOf(canary.version)}</dd>` : ''}<dt>Previous</dt><dd>${previous.join(', ') || 'none'}</dd></dl>
<form method="post" action="${path}/run">${hidden}
<label for="${container}-reason">Why (recorded in the history)</label>
<input type="text" id="${container}-reason" name="reason" maxlength="200">
<div>${buttons.join('') || '<span class="muted">Nothing to do.</span>'}</div></form>${share}
${historyTable(record)}</section>`;
}

/** The console itself: the shell and every remote, their versions, health, history and actions. */
export function consolePage({
  state,
  folders,
  health,
  name,
  path,
  csrf,
  message = null,
}: {
  state: ReleaseState;
  folders: string[];
  health: HealthByVersion;
  name: string;
  path: string;
  csrf: string;
  message?: ConsoleMessage | null;
}) {
  const sections = folders.map((folder) =>
    remoteSection({
      folder,
      record: recordOf(state, targetContainer(folder)),
      health,
      path,
      csrf,
    }),
  );
  return layout(
    'Release console',
    `<h1>Release console</h1>
<form method="post" action="${path}/sign-out"><input type="hidden" name="csrf" value="${escapeHtml(csrf)}">
<p class="muted">Signed in as ${escapeHtml(name)}. Changes reach each shopper at their next page load.
<button type="submit">Sign out</button></p></form>${messageBox(message)}${sections.join('\n')}`,
  );
}
