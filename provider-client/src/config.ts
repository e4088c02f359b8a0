// Build-time configuration. The build preset replaces `process.env.SHOP_*` with literals, so a
// production build points at the real WordPress host and Firebase project; tests read the
// environment (or the defaults, which match the local provider). The server that sends the page
// may name the provider instead (see `served`).

function setting(value: string | undefined, fallback: string): string {
  return value && value.length > 0 ? value : fallback;
}

// Each read is a literal `process.env.NAME` so the bundler can replace it; in a browser build
// that was not given a value the read throws and the default applies.
function read(get: () => string | undefined): string | undefined {
  try {
    return get();
  } catch {
    return undefined;
  }
}

// scripts/serve.mjs writes `<meta name="shop-api-url">` (the provider its CSP allows) and, when
// told one, `<meta name="shop-firebase-emulator">` into every page, so one build can be served
// against several providers: the e2e lanes do. Read once, when this module is first evaluated and
// before anything renders, from <head> only, so page content can never redirect requests (and the
// CSP's connect-src would refuse another origin anyway). Without the tag the built-in value applies.
function served(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.head?.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || undefined;
}

export const shopConfig = {
  /** Provider host (WordPress in production, api/ locally). */
  apiUrl: setting(served('shop-api-url') ?? read(() => process.env.SHOP_API_URL), 'http://localhost:8787'),
  /**
   * The payment service's origin: its hosted card fields and 3-D Secure pages are framed from here
   * (api/README.md "Payments"); the page's CSP allows framing this origin only.
   */
  paymentUrl: setting(served('shop-payment-url') ?? read(() => process.env.SHOP_PAYMENT_URL), 'http://localhost:8788'),
  /** The fixed bearer credential every request carries (requirements §1). */
  apiBearer: setting(
    read(() => process.env.SHOP_API_BEARER),
    'local-storefront-bearer',
  ),
  /**
   * Firebase Realtime Database: host:port of an emulator-speaking endpoint. Unlike the other
   * settings, an empty value is a choice, not a gap: it means the real project named below.
   */
  firebaseEmulator:
    served('shop-firebase-emulator') ?? read(() => process.env.SHOP_FIREBASE_EMULATOR) ?? 'localhost:8787',
  firebaseDatabaseUrl: setting(
    read(() => process.env.SHOP_FIREBASE_DATABASE_URL),
    'wss://prize-draw-local.firebaseio.com',
  ),
  firebaseProjectId: setting(
    read(() => process.env.SHOP_FIREBASE_PROJECT_ID),
    'prize-draw-local',
  ),
  firebaseApiKey: setting(
    read(() => process.env.SHOP_FIREBASE_API_KEY),
    'local-api-key',
  ),
} as const;

export type ShopConfig = typeof shopConfig;
