// Build-time configuration. The build preset replaces `process.env.SHOP_*` with literals, so a
// production build points at the real WordPress host and Firebase project; tests read the
// environment (or the defaults, which match the local provider).

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

export const shopConfig = {
  /** Provider host (WordPress in production, api/ locally). */
  apiUrl: setting(
    read(() => process.env.SHOP_API_URL),
    'http://localhost:8787',
  ),
  /** The fixed bearer credential every request carries (spec section 1). */
  apiBearer: setting(
    read(() => process.env.SHOP_API_BEARER),
    'local-storefront-bearer',
  ),
  /** Firebase Realtime Database: host:port of an emulator-speaking endpoint, empty for a real project. */
  firebaseEmulator: setting(
    read(() => process.env.SHOP_FIREBASE_EMULATOR),
    'localhost:8787',
  ),
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
