import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import {
  $consentGiven,
  CONSENT_MAX_AGE_S,
  consentCookie,
  consentRead,
  cookiesAccepted,
  hasConsent,
  writeConsentFx,
} from './model';

describe('cookie banner', () => {
  it('sets a consent cookie that expires in 7 days', () => {
    expect(CONSENT_MAX_AGE_S).toBe(604800);
    expect(consentCookie()).toContain('cookie_consent=accepted');
    expect(consentCookie()).toContain('Max-Age=604800');
  });

  it('reads consent from the cookie header', () => {
    expect(hasConsent('a=1; cookie_consent=accepted')).toBe(true);
    expect(hasConsent('cookie_consent=nope')).toBe(false);
    expect(hasConsent('')).toBe(false);
  });

  it('accepting hides the banner and writes the cookie', async () => {
    const written: string[] = [];
    const scope = fork({ handlers: [[writeConsentFx, () => void written.push(consentCookie())]] });
    await allSettled(consentRead, { scope, params: '' });
    expect(scope.getState($consentGiven)).toBe(false);
    await allSettled(cookiesAccepted, { scope });
    expect(scope.getState($consentGiven)).toBe(true);
    expect(written).toHaveLength(1);
  });
});
