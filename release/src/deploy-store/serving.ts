// How each file of a deploy is served, wherever it is served from: the storefront server's static
// files and the objects of a bucket (bucket.ts) carry the same media type and caching, so a CDN in
// front of a bucket caches what the server would (docs/release.md "Object storage").

export const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
} as const;

/** The media type of a file extension ('.js'), or undefined for one the site does not serve as such. */
export const mediaTypeOf = (extension: string): string | undefined =>
  Object.hasOwn(TYPES, extension) ? TYPES[extension as keyof typeof TYPES] : undefined;

export function cacheControl(urlPath: string): string {
  if (urlPath === '/registry.json' || urlPath === '/index.html' || urlPath.endsWith('/LATEST_BUILD')) return 'no-store';
  // <remote>/<version>/… folders and content-hashed shell assets never change.
  if (/^\/mf-[a-z]+\/[^/]+\//.test(urlPath) || urlPath.startsWith('/shell/assets/')) {
    return 'public, max-age=31536000, immutable';
  }
  if (urlPath === '/mf-manifest.json') return 'no-cache';
  return 'public, max-age=3600';
}
