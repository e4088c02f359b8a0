// `?returnTo=` only ever leads back into this site: a same-site path starting with one '/'.

export const DEFAULT_RETURN_TO = '/account';

export function safeReturnTo(value: string | null | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return DEFAULT_RETURN_TO;
  if (value.startsWith('/auth/')) return DEFAULT_RETURN_TO;
  return value;
}

export function loginPath(returnTo?: string): string {
  return returnTo ? `/auth/login?returnTo=${encodeURIComponent(returnTo)}` : '/auth/login';
}
