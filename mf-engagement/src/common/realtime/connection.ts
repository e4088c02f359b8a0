import { shopConfig } from '@shop/provider-client';
import type { Database } from 'firebase/database';

// The one Firebase Realtime Database connection of this remote (popup and chat share it). The SDK
// is imported on demand after the first paint, so it never weighs on the first-load JavaScript.
// Opening it is cut into tasks (the SDK's modules run, the app and database are made, the first
// reference starts the connection): all in one, it was a 73-108 ms task at 4x CPU three seconds
// after the page had shown, where a tap would wait (bench/README.md "The realtime connection a
// step a task").

type DatabaseSdk = typeof import('firebase/database');
export interface RealtimeConnection {
  db: Database;
  sdk: DatabaseSdk;
}

// A named app: another remote bundling its own Firebase cannot collide with ours.
const APP_NAME = 'mf-engagement';
let connecting: Promise<RealtimeConnection> | null = null;

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window !== 'undefined' && 'requestIdleCallback' in window) {
      window.requestIdleCallback(() => resolve(), { timeout: 2_000 });
    } else {
      setTimeout(resolve, 200);
    }
  });
}

/** Gives the main thread back for a moment between the steps of opening the connection. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** "host:port" → [host, port]; an empty setting means a real Firebase project. */
export function parseEmulator(setting: string): [string, number] | null {
  const match = /^\s*([^:\s]+):(\d{1,5})\s*$/.exec(setting);
  return match ? [match[1] as string, Number(match[2])] : null;
}

async function open(): Promise<RealtimeConnection> {
  await whenIdle();
  const [appSdk, sdk] = await Promise.all([import('firebase/app'), import('firebase/database')]);
  await nextTask();
  const app =
    appSdk.getApps().find((a) => a.name === APP_NAME) ??
    appSdk.initializeApp(
      {
        apiKey: shopConfig.firebaseApiKey,
        projectId: shopConfig.firebaseProjectId,
        // A wss:// URL keeps the SDK on WebSocket: its long-polling fallback injects scripts the CSP forbids.
        databaseURL: shopConfig.firebaseDatabaseUrl,
      },
      APP_NAME,
    );
  const db = sdk.getDatabase(app);
  const emulator = parseEmulator(shopConfig.firebaseEmulator);
  if (emulator) sdk.connectDatabaseEmulator(db, emulator[0], emulator[1]);
  await nextTask();
  // The first reference makes the SDK's repository, which opens the socket: a task of its own, so
  // the listeners that follow only register.
  sdk.ref(db);
  await nextTask();
  return { db, sdk };
}

/** Resolves once per page with the database; a failed load is retried by the next caller. */
export function connectRealtime(): Promise<RealtimeConnection> {
  connecting ??= open().catch((error: unknown) => {
    connecting = null;
    throw error;
  });
  return connecting;
}
