import { createEffect, createEvent, createStore, sample } from 'effector';

// Requirements §9: the consent cookie expires in 7 days; once accepted the banner is gone.
export const CONSENT_COOKIE = 'cookie_consent';
export const CONSENT_MAX_AGE_S = 7 * 24 * 60 * 60;

export function hasConsent(cookie: string): boolean {
  return cookie.split(';').some((part) => part.trim() === `${CONSENT_COOKIE}=accepted`);
}

export function consentCookie(): string {
  return `${CONSENT_COOKIE}=accepted; Max-Age=${CONSENT_MAX_AGE_S}; Path=/; SameSite=Lax`;
}

export const cookiesAccepted = createEvent();
export const consentRead = createEvent<string>();

export const writeConsentFx = createEffect(() => {
  document.cookie = consentCookie();
});

export const $consentGiven = createStore(false)
  .on(consentRead, (_, cookie) => hasConsent(cookie))
  .on(cookiesAccepted, () => true);

sample({ clock: cookiesAccepted, target: writeConsentFx });
