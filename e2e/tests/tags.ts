// The Playwright tags that say which applications a test exercises (issue 33): each test carries
// the tag of every remote whose screens or overlays it drives, so a team finds its specs with
// `--grep @mf-basket` and `pnpm test:affected` runs the specs of what changed
// (scripts/affected/plan.ts). `e2e/tags.test.ts`, run by `npm test`, keeps every test tagged.
// Owners of the routes: README "Layout: who owns what", shell/src/app/routes.ts.

/** One tag per application, and `@api` for a test of the provider alone. */
export const APP_TAGS = ['@shell', '@mf-catalog', '@mf-basket', '@mf-account', '@mf-engagement', '@api'] as const;
export type AppTag = (typeof APP_TAGS)[number];

/** The tag of a federation container (`mf_basket`) or a remote's folder (`mf-basket`); the shell's own pages (`shell:legal-terms`) are the shell's. */
export function tagOf(app: string): AppTag {
  if (app.startsWith('shell')) return '@shell';
  const tag = `@${app.replace(/_/g, '-')}`;
  if (!(APP_TAGS as readonly string[]).includes(tag)) throw new Error(`no e2e tag for the application ${app}`);
  return tag as AppTag;
}

/** The tag of the remote that owns a path (the README's table), the shell for the rest. */
export function tagOfPath(path: string): AppTag {
  const pathname = path.split('?')[0] ?? path;
  if (['/cart', '/checkout', '/confirmation'].some((p) => pathname.startsWith(p))) return '@mf-basket';
  if (pathname.startsWith('/auth/') || pathname.startsWith('/account')) return '@mf-account';
  if (['/contact', '/community-chat', '/faq'].some((p) => pathname.startsWith(p))) return '@mf-engagement';
  if (pathname.startsWith('/legal-terms')) return '@shell';
  return '@mf-catalog';
}

/** Tags without repeats, in APP_TAGS order. */
export const tags = (...list: AppTag[]): AppTag[] => APP_TAGS.filter((tag) => list.includes(tag));
