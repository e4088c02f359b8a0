// Tells the release managers when the release service aborts a canary, or could not because a
// release manager's command won the race: a mail through the shop's mailer (the provider's
// release-notice call: RELEASE_NOTICE_SECRET, and RELEASE_NOTICE_URL, default SHOP_API_URL +
// /__release-notice; the provider mails RELEASE_MANAGERS) and one JSON line to RELEASE_WEBHOOK_URL,
// `{"text": "…", …}`, the field chat webhooks (Slack, Mattermost, Teams workflows) take. Either may
// be missing; the server's log always has the line. A notice that cannot be sent never stops a release.

export interface Notice {
  subject: string;
  text: string;
  /** The facts as fields, for a webhook that reads them. */
  event: Record<string, string | undefined>;
}
export type Notify = (notice: Notice) => Promise<void>;

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(5000),
  }).then((res) => {
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  });

export function createNotifier({
  env = process.env,
  log = console,
}: {
  env?: NodeJS.ProcessEnv;
  log?: Pick<Console, 'error'>;
} = {}): Notify {
  const webhook = env.RELEASE_WEBHOOK_URL?.trim();
  const secret = env.RELEASE_NOTICE_SECRET?.trim();
  const apiUrl = (env.SHOP_API_URL ?? '').trim().replace(/\/+$/, '');
  const mailUrl = env.RELEASE_NOTICE_URL?.trim() || (apiUrl ? `${apiUrl}/__release-notice` : '');
  return async function notify({ subject, text, event }) {
    log.error(`[release-service] ${subject}: ${text}`);
    const sends: Promise<void>[] = [];
    if (webhook) sends.push(post(webhook, { text: `${subject}: ${text}`, ...event }));
    if (secret && mailUrl) sends.push(post(mailUrl, { subject, text }, { 'x-release-notice-secret': secret }));
    for (const result of await Promise.allSettled(sends)) {
      if (result.status === 'rejected') log.error(`[release-service] notice not sent: ${result.reason?.message}`);
    }
  };
}
