import { clearQueryCaches, fakeHost, HOST_SHAPES, type HostShape, shapedAs } from '@shop/provider-client/testing';
import type { CallName } from '@shop/shared';
import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { legalTermsOpened, legalTermsQuery } from '../features/legal-terms/model';
import { $siteSettings, shellStarted } from '../features/site-settings/model';

// The shell's own reads from three hosts: our provider's responses, the spec's minimal
// shape and a PHP host's types, through the shared client and its check.

const PROVIDER: Partial<Record<CallName, () => unknown>> = {
  getsettings: () => ({
    success: true,
    data: { announcement: 'Free entry by post', show_question: true, frontend_scripts: '' },
  }),
  legal_terms: () => ({
    success: true,
    data: [
      { title: 'Terms', html: '<p>Terms</p>' },
      { title: 'Privacy', html: '<p>Privacy</p>' },
    ],
  }),
};

function host(shape: HostShape) {
  fakeHost(
    Object.fromEntries(
      Object.entries(PROVIDER).map(([call, response]) => [call, () => shapedAs(shape, call as CallName, response())]),
    ),
  );
}

describe.each(HOST_SHAPES)('the shell read from a host responding in the %s shape', (shape) => {
  beforeEach(async () => {
    await clearQueryCaches();
    localStorage.clear();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    host(shape);
  });

  it('the legal tabs, and the announcement with the skill-question flag the basket reads', async () => {
    const scope = fork();
    await allSettled(legalTermsOpened, { scope });
    expect(scope.getState(legalTermsQuery.$data)).toEqual([
      { title: 'Terms', html: shape === 'minimal' ? '' : '<p>Terms</p>' },
      { title: 'Privacy', html: shape === 'minimal' ? '' : '<p>Privacy</p>' },
    ]);
    await allSettled(shellStarted, { scope });
    expect(scope.getState($siteSettings)?.announcement).toBe(shape === 'minimal' ? '' : 'Free entry by post');
    // Requirements §4: the question is pending when SHOW_QUESTION equals 1 ("1" from a PHP host too).
    expect(localStorage.getItem('SHOW_QUESTION')).toBe(shape === 'minimal' ? '0' : '1');
  });
});
