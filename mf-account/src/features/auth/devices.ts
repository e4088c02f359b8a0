import { readJson, writeJson } from '@shop/provider-client';

// Device tokens (api/README.md "Failed sign-ins"): the provider gives a browser one for each address
// that signed in (or confirmed, or reset its password) here. Sent back at the next sign-in of that
// address, it keeps this browser's attempts apart from anyone guessing elsewhere, so the owner is
// never locked out of their own browser. Kept for the last few addresses only.

export const DEVICE_KEY = 'SIGN_IN_DEVICES';
const KEEP = 5;

type Devices = Record<string, string>;
const keyOf = (email: string) => email.trim().toLowerCase();

function stored(): Devices {
  const value = readJson<unknown>(DEVICE_KEY);
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter(([, token]) => typeof token === 'string')) as Devices;
}

export function deviceFor(email: string): string | undefined {
  return stored()[keyOf(email)];
}

export function rememberDevice(email: string, token: string | undefined): void {
  if (!token) return;
  const others = Object.entries(stored()).filter(([address]) => address !== keyOf(email));
  writeJson(DEVICE_KEY, Object.fromEntries([...others.slice(-(KEEP - 1)), [keyOf(email), token]]));
}
