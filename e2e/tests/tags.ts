// The Playwright tags that say which applications a test exercises: each test carries
// the tag of every remote whose screens or overlays it drives, so a team finds its specs with
// `--grep @mf-basket` and `pnpm test:affected` runs the specs of what changed
// (scripts/affected/plan.ts). `e2e/tags.test.ts`, run by `npm test`, keeps every test tagged.
// Owners of the routes: README "Layout: who owns what", shell/src/app/routes.ts.
import { ownerOf } from 'shell/routes';

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

/** The tag of the application that owns a path, by the shell's route table; not found is the shell's. */
export function tagOfPath(path: string): AppTag {
  const owner = ownerOf(path.split('?')[0] ?? path);
  return owner === 'shell' || owner === 'not-found' ? '@shell' : tagOf(`mf-${owner}`);
}

/** Tags without repeats, in APP_TAGS order. */
export const tags = (...list: AppTag[]): AppTag[] => APP_TAGS.filter((tag) => list.includes(tag));

/** The page of each form the hardening suites fill (hardening-a11y-keyboard, hardening-hostile). */
const FORM_PAGES: Record<string, string> = {
  login: '/auth/login',
  register: '/auth/login',
  'confirm email': '/auth/login',
  'forgot password': '/auth/forgot/password',
  'reset password': '/auth/reset/password',
  profile: '/account/details',
  billing: '/account/billing',
  'bank details': '/account/financial-details',
  'responsible gaming': '/account/responsible/gaming',
  contact: '/contact',
  'community chat': '/community-chat',
  'claim prize': '/claim/prize',
  checkout: '/checkout',
  'checkout: your details': '/checkout',
  coupon: '/cart',
};

/** The tag of the application owning a form's page; a form not listed stops the listing, so it gets one. */
export function formTag(name: string): AppTag {
  const path = FORM_PAGES[name];
  if (!path) throw new Error(`the form ${name} has no page in FORM_PAGES (e2e/tests/tags.ts)`);
  return tagOfPath(path);
}
