// `pnpm release preview <remote> [version]` (docs/release.md "Preview links"): puts a build where
// the storefront can serve it (built from the working tree when no version is named), checks it
// would run next to the live shell, records it under `.release/previews/` and prints a signed link
// that expires. Nothing here touches the release state: the registry, the canary, the health
// counts and every other browser stay as they were; only a browser that opened the link gets the
// version (@shop/storefront-server preview.ts).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import {
  checkManifest,
  type DeployStorage,
  type FederationManifest,
  latestBuild,
  listPreviews,
  liveShellManifestKey,
  PREVIEW_PATH,
  type PreviewRecord,
  parseExpiry,
  previewSecret,
  readState,
  readStoredJson,
  refuse,
  signPreview,
  uploadVersion,
  writePreview,
} from '@shop/release';
import { releaser } from './audit';
import { repositoryRoot } from './repository';

/** The working tree's build of `folder`, as scripts/build-app.mjs lands it; returns its version. */
function buildWorkingTree(folder: string): string {
  // The build's own output goes to stderr: stdout is the link, for whoever reads it.
  const built = spawnSync(process.execPath, [join(repositoryRoot, 'scripts', 'build-app.mjs'), folder], {
    stdio: ['ignore', process.stderr, process.stderr],
    env: process.env,
  });
  if (built.status !== 0) refuse(`the build of ${folder} failed (its output is above)`);
  return latestBuild(folder) ?? refuse(`${folder} has no build after building it`);
}

/** The site a link opens: STOREFRONT_URL, else the local storefront (`npm start`'s PORT). */
export function siteOf(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.STOREFRONT_URL?.trim();
  if (configured) {
    try {
      return new URL(configured).origin;
    } catch {
      refuse(`STOREFRONT_URL is not an address: "${configured}"`);
    }
  }
  return `http://localhost:${env.PORT?.trim() || 8080}`;
}

/**
 * Publishes `command` ({ folder, container, version?, expires?, reason? }) as a preview on
 * `storage` and returns the text to print, the link in it. `localRoot`: the deploy folder the
 * storage is, or null for a bucket (the secret then comes from RELEASE_PREVIEW_SECRET).
 */
export async function publishPreview(
  command: { folder: string; container: string; version?: string; expires?: string; reason?: string },
  {
    storage,
    localRoot,
    env = process.env,
    by = releaser(),
    now = Date.now(),
    build = buildWorkingTree,
  }: {
    storage: DeployStorage;
    localRoot: string | null;
    env?: NodeJS.ProcessEnv;
    by?: string;
    now?: number;
    build?: (folder: string) => string;
  },
): Promise<string> {
  const expiresIn = parseExpiry(command.expires);
  const secret = previewSecret({ env, root: localRoot });
  const { folder, container } = command;
  const version = command.version ?? build(folder);
  await uploadVersion(storage, folder, version);
  const state = await readState(storage);
  const firstCode = checkManifest({
    folder,
    version,
    manifestText: await storage.read(`${folder}/${version}/mf-manifest.json`),
    shellManifest: await readStoredJson<FederationManifest>(storage, liveShellManifestKey(state.shell?.live)),
    where: storage.where,
  });
  const expiresAt = now + expiresIn * 1000;
  const token = signPreview(secret, { container, version, expiresAt });
  const record: PreviewRecord = {
    container,
    folder,
    version,
    firstCode,
    at: new Date(now).toISOString(),
    by,
    expires: new Date(expiresAt).toISOString(),
    ...(command.reason ? { reason: command.reason } : {}),
  };
  await writePreview(storage, record);
  const live = state.remotes?.[container]?.live;
  const hours = expiresIn / 3600;
  return [
    `${folder} ${version}: preview ready. It is never live: every other browser keeps ${live ? `${folder} ${live}` : 'what is live'}.`,
    `Link (until ${record.expires.replace('T', ' ').replace(/:\d\d\.\d+Z$/, ' UTC')}, ${hours >= 1 ? `${+hours.toFixed(1)} h` : `${expiresIn / 60} min`}):`,
    `${siteOf(env)}${PREVIEW_PATH}?token=${token}`,
    'Whoever opens it sees the site with this version, with a "Preview" badge and "Exit preview".',
  ].join('\n');
}

/** `status`'s lines for the previews of `folders` whose links still work (newest expiry last), or none. */
export async function previewStatus(storage: DeployStorage, folders: string[], now = Date.now()): Promise<string> {
  const lines: { expires: number; text: string }[] = [];
  for (const folder of folders) {
    for (const record of await listPreviews(storage, folder)) {
      const expires = Date.parse(record.expires ?? '');
      if (!(expires > now)) continue;
      const reason = record.reason ? ` — "${record.reason}"` : '';
      lines.push({ expires, text: `  ${folder} ${record.version} until ${record.expires}  by ${record.by}${reason}` });
    }
  }
  if (lines.length === 0) return '';
  lines.sort((a, b) => a.expires - b.expires);
  return ['previews (never live; only browsers that opened their link):', ...lines.map((l) => l.text)].join('\n');
}
