// What the storefront server calls on a released build's server module
// (`<folder>/<version>/.server/render.mjs`; docs/adr/008-server-rendering.md): the shape of
// @shop/react-kit/server's ServerBuild, and the shell's extras (its route table, its not-found head,
// robots.txt, the provider calls). Every member is optional: the server loads whatever version is
// live, an N-1 built before a member existed included, and leaves out what a build lacks.

/** A provider call's JSON as the server read it (through its short cache), or null when the call failed. */
export type ServerRead = (name: string, body?: unknown) => Promise<unknown>;

export interface ServerContext {
  apiUrl: string;
  origin: string;
  now: number;
  read: ServerRead;
  liveSince: Record<string, string | undefined>;
}

export interface PageHead {
  status?: number;
  title: string;
  description: string;
  metaTitle?: string;
  socialTitle?: string;
  canonical?: string;
  noindex?: boolean;
  ogType?: string;
  siteName?: string;
  image?: { path: string; alt: string };
  leadImage?: string;
  structuredData?: object[];
}

export interface PageAddress {
  url: string;
  rendered: boolean;
}

export interface RenderOptions {
  apiUrl: string;
  now?: number;
  firebaseEmulator?: string;
}

export interface ServerRender {
  html: string;
  state: unknown;
  chunk?: string;
}

/** The response check of a build's contract (@shop/provider-client `checkResponse`; `checkAnswer` before @shop/shared 3.0.0). */
export type CheckedResponse = { ok: true; data: unknown } | { ok: false; problems: string[] };

export interface ServerBuildModule {
  render?(url: string, options: RenderOptions): ServerRender | null | Promise<ServerRender | null>;
  addressOf?(url: string): PageAddress | null;
  head?(url: string, context: ServerContext): PageHead | null | Promise<PageHead | null>;
  sitemap?(context: ServerContext): Promise<{ path: string; lastmod?: string }[]>;
  shareImage?(name: string, context: ServerContext): string | null | Promise<string | null>;
  /** The shell's: which application owns a path (`mf_catalog`, `shell:legal-terms`). */
  ownerOf?(pathname: string): string;
  notFoundHead?(): PageHead;
  robots?(origin: string): string;
  providerCalls?: Record<string, { method: string; route: string }>;
  restRouteUrl?(route: string): string;
  shopConfig?: { apiBearer: string };
  checkResponse?(name: string, response: unknown): CheckedResponse;
  /** A shell built before @shop/shared 3.0.0 names its check so. */
  checkAnswer?(name: string, response: unknown): CheckedResponse;
}
