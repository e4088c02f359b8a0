// @shop/shared/server-build: what the storefront server asks of an application's server build
// (docs/adr/008-server-rendering.md, docs/composition.md "Server rendering"):
// `<folder>/<version>/.server/render.mjs`, published with its client build, so the live version
// serves its routes on the server as in the browser, and a publish or a rollback changes both. Every function returns null for a URL that is not one
// of its application's routes.

/** A provider call's JSON as the server read it (through its short cache), or null when the call failed. */
export type ServerRead = (name: string, body?: unknown) => Promise<unknown>;

export interface ServerContext {
  /** The provider the page talks to. */
  apiUrl: string;
  /** The address people reach the site at (canonical URLs, the sitemap): `https://shop.example`. */
  origin: string;
  /** The server's clock, epoch ms. */
  now: number;
  read: ServerRead;
  /** When each application's live version went live (ISO time, from the registry), by container name. */
  liveSince: Record<string, string | undefined>;
}

/** A page's social image: 1200 × 630, in the owner's own design (`shareImage`). */
export interface ShareImage {
  /** The path the server serves it at, with a hash of its content: `/share/mf_catalog/competition-9.<hash>.jpg`. */
  path: string;
  alt: string;
}

/** Everything the page's <head> says, and the status it is served with. */
export interface PageHead {
  /** 404: a page that does not exist (an unknown competition or category); the not-found page is shown. */
  status: 200 | 404;
  title: string;
  description: string;
  /** meta[name="title"]; the title when absent. */
  metaTitle?: string;
  /** The title social cards show (og:title, twitter:title); the title when absent. */
  socialTitle?: string;
  /** The page's canonical address, a path (and query) on the site's origin. */
  canonical?: string;
  /** Kept out of search results (`<meta name="robots" content="noindex">`): a page of one visitor's own. */
  noindex?: boolean;
  ogType?: 'website' | 'product';
  /** og:site_name. */
  siteName?: string;
  /** The page's own share image; the site's default when absent. */
  image?: ShareImage;
  /** An image the page shows first and large: asked for with the page (`<link rel="preload">`). */
  leadImage?: string;
  /** schema.org objects, each written as JSON-LD. */
  structuredData?: object[];
}

/** What a URL is to its owner: the page it names, and whether the server renders it. */
export interface PageAddress {
  /**
   * The URL reduced to what the page uses: its path and the query parameters it reads, in a
   * fixed order. A server-rendered page requested at another address is redirected here, so an
   * unknown parameter never makes another render.
   */
  url: string;
  rendered: boolean;
}

export interface SitemapEntry {
  /** A path (and query) on the site's origin. */
  path: string;
  /** ISO date-time of the page's last change. */
  lastmod?: string;
}

/** The region a server build rendered for a URL, and what the browser needs to hydrate it. */
export interface ServerRender {
  html: string;
  state: {
    url: string;
    /** The render's clock: the browser's first render reads it too (render-clock.ts). */
    now: number;
    /** The provider responses the render read, by request. */
    responses: Record<string, unknown>;
  };
  /** The route's named chunk: the page needs its stylesheets and the shared ones, no others. */
  chunk?: string;
}

export interface RenderOptions {
  apiUrl: string;
  now: number;
  /** host:port of a Firebase emulator, when the server was given one. */
  firebaseEmulator?: string;
}

/** The exports of a server build. */
export interface ServerBuild {
  addressOf(url: string): PageAddress | null;
  head(url: string, context: ServerContext): Promise<PageHead | null>;
  render(url: string, options: RenderOptions): Promise<ServerRender | null>;
  sitemap?(context: ServerContext): Promise<SitemapEntry[]>;
  /** The SVG of a share image `head` named (its path's name, without hash), or null when it is gone. */
  shareImage?(name: string, context: ServerContext): Promise<string | null>;
}
