// Developer overrides (README "Develop one remote alone"): a team points the integrated site at
// its own dev server for one remote. A link can ask for one (`?override=mf_catalog=<manifest
// URL>`), so an override is honoured only from an origin the server allows (it lists them in the
// page only when a team runs `pnpm dev`), only after the person confirms it in the page, and for
// a day at most; a badge shows while one is on.

export const OVERRIDE_PREFIX = 'shop:override:';
export const OVERRIDE_TTL_MS = 24 * 60 * 60_000;
const REMOTE_NAME = /^mf_[a-z]+$/;

export interface OverrideRequest {
  name: string;
  /** Empty: turn the override off. */
  url: string;
}

interface StoredOverride {
  url: string;
  until: number;
}

function local(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The origins this deploy lets an override load from (`<meta name="shop-override-origins">`). */
export function allowedOverrideOrigins(doc: Document = document): string[] {
  const content = doc.querySelector('meta[name="shop-override-origins"]')?.getAttribute('content') ?? '';
  return content.split(/\s+/).filter(Boolean);
}

export function isAllowedOverrideUrl(url: string, allowed: string[]): boolean {
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && allowed.includes(parsed.origin);
  } catch {
    return false;
  }
}

/** What `?override=` asks for, or null when the link asks nothing (or names no remote). */
export function overrideRequestFromUrl(search: string): OverrideRequest | null {
  const value = new URLSearchParams(search).get('override');
  if (value === null) return null;
  const [name = '', ...rest] = value.split('=');
  return REMOTE_NAME.test(name) ? { name, url: rest.join('=') } : null;
}

/** Turns an override on for a day; call only once the person has confirmed it. */
export function confirmOverride(request: OverrideRequest, now = Date.now()): void {
  const stored: StoredOverride = { url: request.url, until: now + OVERRIDE_TTL_MS };
  local()?.setItem(OVERRIDE_PREFIX + request.name, JSON.stringify(stored));
}

export function clearOverrides(names: string[]): void {
  for (const name of names) local()?.removeItem(OVERRIDE_PREFIX + name);
}

/** The manifest URL an override loads for `remote`; an expired, malformed or no longer allowed one is removed. */
export function overrideFor(remote: string, allowed = allowedOverrideOrigins(), now = Date.now()): string | null {
  const raw = local()?.getItem(OVERRIDE_PREFIX + remote);
  if (!raw) return null;
  let stored: Partial<StoredOverride> | null = null;
  try {
    stored = JSON.parse(raw) as Partial<StoredOverride>;
  } catch {
    stored = null;
  }
  const valid =
    typeof stored?.url === 'string' &&
    typeof stored.until === 'number' &&
    now < stored.until &&
    stored.until - now <= OVERRIDE_TTL_MS &&
    isAllowedOverrideUrl(stored.url, allowed);
  if (!valid || !stored?.url) {
    clearOverrides([remote]);
    return null;
  }
  return stored.url;
}
