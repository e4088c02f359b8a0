// The release console, mounted by the storefront server at /__release/console: the shell's and each
// remote's live, canary and earlier versions, their health and history, and buttons that run the
// release tool's own code (commands/parse.ts reads the command, commands/apply.ts applies it) on
// the same release storage as the server's release service. Each form carries the revision of the
// remote it was drawn from and is refused once that remote has changed; every action responds with
// a redirect to the console (post/redirect/get), so a reload never sends it again. Off (404)
// unless RELEASE_CONSOLE_TOKEN is set; sign-in (rate-limited per client), session and CSRF: auth.ts.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { release } from '../commands/apply';
import { parseCommand } from '../commands/parse';
import { type DeployStorage, readState } from '../deploy-store';
import { collectHealth } from '../health/describe';
import type { HealthSettings, HealthSource } from '../health/rules';
import { clientOf, createRateLimit } from '../http/rate-limit';
import { mediaType, type Respond, readSmallBody } from '../http/small-body';
import { Refusal } from '../refusal';
import { TARGETS } from '../targets';
import type { ReleaseCommand } from '../types';
import {
  type ConsoleMessage,
  consoleToken,
  csrfToken,
  flashCookie,
  isCsrfToken,
  isSameOrigin,
  isToken,
  readFlash,
  sessionCookie,
  sessionName,
  sessionValue,
} from './auth';
import { consolePage, signInPage } from './page';

export const CONSOLE_PATH = '/__release/console';
const MAX_FORM_BYTES = 4096;
/** Sign-in attempts a client may make in SIGN_IN_WINDOW_MS. */
export const SIGN_IN_ATTEMPTS = 5;
const SIGN_IN_WINDOW_MS = 5 * 60_000;
/** Buttons' commands: the verb, and for mark-bad the version. */
const CONSOLE_VERBS = new Set(['promote', 'abort', 'rollback', 'mark-bad', 'share']);

export const isConsolePath = (pathname: string) => pathname === CONSOLE_PATH || pathname.startsWith(`${CONSOLE_PATH}/`);

/** The console's pages allow no script at all, and nothing from elsewhere. */
const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'x-content-type-options': 'nosniff',
  // Not no-referrer: with it the browser sends "Origin: null" on the console's own form posts.
  'referrer-policy': 'same-origin',
};

function sendPage(res: ServerResponse, status: number, html: string, extraHeaders: Record<string, string> = {}) {
  res.writeHead(status, { ...PAGE_HEADERS, ...extraHeaders }).end(html);
}

/** The argv the CLI would get for a button press, e.g. ['mark-bad', 'mf-basket', '1.0.0', '--reason', '…']. */
export function formArgv(form: URLSearchParams): string[] {
  const [verb = '', version, ...extra] = String(form.get('command') ?? '').split(' ');
  if (!CONSOLE_VERBS.has(verb) || extra.length > 0) throw new Refusal(`unknown command "${form.get('command')}"`);
  const argument = verb === 'share' ? String(form.get('share') ?? '').trim() : version;
  const argv: string[] = [verb, String(form.get('remote') ?? ''), ...(argument ? [argument] : [])];
  const reason = String(form.get('reason') ?? '').trim();
  return reason ? [...argv, '--reason', reason] : argv;
}

/** The revision the form was drawn from (a form without one is from an older console page). */
function formRevision(form: URLSearchParams): number {
  const text = String(form.get('revision') ?? '');
  if (!/^\d{1,12}$/.test(text))
    throw new Refusal('this form does not say which state it was drawn from: reload the console');
  return Number(text);
}

/**
 * `{ handle(req, res, url) }` over the release `storage`. `respond(res, status, text)` responds
 * plain-text errors the way the static server does. A bad RELEASE_CONSOLE_TOKEN stops the server.
 */
export interface ReleaseConsole {
  handle(req: IncomingMessage, res: ServerResponse, url: URL): void;
}

export function createReleaseConsoleHandler({
  storage,
  respond,
  health,
  settings,
  token = consoleToken(),
  now = Date.now,
}: {
  storage: DeployStorage;
  respond: Respond;
  health: HealthSource;
  settings: Pick<HealthSettings, 'windowMinutes'>;
  token?: string | null;
  now?: () => number;
}): ReleaseConsole {
  // Without a token the console does not exist: every path under it is 404.
  if (!token) return { handle: (_req, res) => respond(res, 404, 'not found') };
  const secret = token;
  const signIns = createRateLimit({ limit: SIGN_IN_ATTEMPTS, windowMs: SIGN_IN_WINDOW_MS, now });
  const back = (res: ServerResponse, req: IncomingMessage, message: ConsoleMessage) =>
    res
      .writeHead(303, {
        location: CONSOLE_PATH,
        'set-cookie': flashCookie(secret, message, CONSOLE_PATH, req, now()),
        'cache-control': 'no-store',
      })
      .end();

  async function dashboard(req: IncomingMessage, res: ServerResponse, name: string) {
    const state = await readState(storage);
    const message = readFlash(secret, req.headers.cookie, now());
    const html = consolePage({
      state,
      folders: TARGETS,
      health: await collectHealth(state, health, settings),
      name,
      path: CONSOLE_PATH,
      csrf: csrfToken(secret, req.headers.cookie),
      message,
    });
    sendPage(res, 200, html, message ? { 'set-cookie': flashCookie(secret, null, CONSOLE_PATH, req) } : {});
  }

  async function run(req: IncomingMessage, res: ServerResponse, form: URLSearchParams, name: string) {
    try {
      // Every console verb names a remote (formArgv), so the parser gives it a folder and container.
      const command = { ...parseCommand(formArgv(form)), expectRevision: formRevision(form) } as ReleaseCommand;
      back(res, req, { text: await release(command, { by: `${name} (release console)`, storage }) });
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      back(res, req, { text: error.message, refused: true });
    }
  }

  function signIn(req: IncomingMessage, res: ServerResponse, form: URLSearchParams) {
    const client = clientOf(req);
    const allowed = signIns.take(client);
    if (!allowed.ok) {
      const minutes = Math.ceil(allowed.retryAfterSeconds / 60);
      const message = { text: `too many sign-in attempts: try again in ${minutes} min`, refused: true };
      return sendPage(res, 429, signInPage({ path: CONSOLE_PATH, message }), {
        'retry-after': String(allowed.retryAfterSeconds),
      });
    }
    const name = String(form.get('name') ?? '').trim();
    if (!isToken(secret, form.get('token'))) {
      return sendPage(res, 401, signInPage({ path: CONSOLE_PATH, message: { text: 'wrong token', refused: true } }));
    }
    if (!name || name.length > 60) {
      return sendPage(
        res,
        400,
        signInPage({ path: CONSOLE_PATH, message: { text: 'give your name (up to 60 characters)', refused: true } }),
      );
    }
    signIns.forget(client);
    res
      .writeHead(303, {
        location: CONSOLE_PATH,
        'set-cookie': sessionCookie(sessionValue(secret, name, now()), CONSOLE_PATH, req),
        'cache-control': 'no-store',
      })
      .end();
  }

  /** A signed-in person's form: sign out, or run a command. */
  function signedInPost(req: IncomingMessage, res: ServerResponse, url: URL, form: URLSearchParams) {
    const name = sessionName(secret, req.headers.cookie, now());
    const signInFirst = { text: 'sign in first', refused: true };
    if (!name) return sendPage(res, 401, signInPage({ path: CONSOLE_PATH, message: signInFirst }));
    if (!isCsrfToken(secret, req.headers.cookie, form.get('csrf'))) {
      return respond(res, 403, 'stale or missing form token: reload the console');
    }
    if (url.pathname === `${CONSOLE_PATH}/sign-out`) {
      return res.writeHead(303, { location: CONSOLE_PATH, 'set-cookie': sessionCookie('', CONSOLE_PATH, req) }).end();
    }
    if (url.pathname !== `${CONSOLE_PATH}/run`) return respond(res, 404, 'not found');
    failSafely(res, run(req, res, form, name));
  }

  function failSafely(res: ServerResponse, work: Promise<void>) {
    work.catch((error: unknown) => {
      console.error('[release console]', error);
      if (!res.headersSent) respond(res, 500, 'the release console failed; see the server log');
    });
  }

  function post(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (!isSameOrigin(req)) return respond(res, 403, 'the release console takes forms from its own pages only');
    if (mediaType(req) !== 'application/x-www-form-urlencoded') return respond(res, 415, 'a form post is expected');
    readSmallBody(req, res, { maxBytes: MAX_FORM_BYTES, tooLarge: 'form too large', respond }, (text) => {
      const form = new URLSearchParams(text);
      if (url.pathname === `${CONSOLE_PATH}/sign-in`) return signIn(req, res, form);
      signedInPost(req, res, url, form);
    });
  }

  function handle(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (req.method === 'POST') return post(req, res, url);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || url.pathname !== CONSOLE_PATH)
      return respond(res, 404, 'not found');
    const name = sessionName(secret, req.headers.cookie, now());
    if (!name)
      return sendPage(
        res,
        200,
        signInPage({ path: CONSOLE_PATH, message: readFlash(secret, req.headers.cookie, now()) }),
      );
    failSafely(res, dashboard(req, res, name));
  }
  return { handle };
}
