import { readText, removeKey, writeText } from '@shop/provider-client';
import { STORAGE_KEYS } from '@shop/shared';

// Requirements §4: the token is kept under AUTH_TOKEN_KEY, encoded in base64.

export function readStoredToken(): string | null {
  const stored = readText(STORAGE_KEYS.AUTH_TOKEN_KEY);
  if (stored === null) return null;
  try {
    const token = atob(stored);
    if (token.trim() !== '') return token;
  } catch {
    /* not base64: an old or tampered value */
  }
  removeKey(STORAGE_KEYS.AUTH_TOKEN_KEY);
  return null;
}

export function storeToken(token: string): void {
  writeText(STORAGE_KEYS.AUTH_TOKEN_KEY, btoa(token));
}

export function clearStoredToken(): void {
  removeKey(STORAGE_KEYS.AUTH_TOKEN_KEY);
}
