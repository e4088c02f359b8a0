import { clearQueryCaches, fakeHost, HOST_SHAPES, type HostShape, shapedAs } from '@shop/provider-client/testing';
import type { CallName } from '@shop/shared';
import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { postChatMessage } from '../features/community-chat/api';
import { sendContact } from '../features/contact/api';
import { faqPageOpened, faqsQuery } from '../features/faq/model';

// The engagement team's provider calls from three hosts: our provider's responses, the
// spec's minimal shape and a PHP host's types, through the shared client and its check.

const PROVIDER: Partial<Record<CallName, () => unknown>> = {
  faqs: () => ({
    success: true,
    data: [
      { id: 1, question: 'How do I enter?', answer: '<p>Buy a ticket.</p>' },
      { id: 2, question: 'Is there a free route?', answer: '<p>Yes, by post.</p>' },
    ],
  }),
  contact: () => ({ success: true, message: 'Thanks, we will reply within 2 working days.' }),
  chat_post: () => ({ success: true, id: '-NxChat01' }),
};

function host(shape: HostShape) {
  fakeHost(
    Object.fromEntries(
      Object.entries(PROVIDER).map(([call, response]) => [call, () => shapedAs(shape, call as CallName, response())]),
    ),
  );
}

describe.each(HOST_SHAPES)('engagement read from a host responding in the %s shape', (shape) => {
  beforeEach(async () => {
    await clearQueryCaches();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    host(shape);
  });

  it('the FAQ shows every question, with its answer when the host sends one', async () => {
    const scope = fork();
    await allSettled(faqPageOpened, { scope });
    expect(scope.getState(faqsQuery.$data)).toEqual([
      { id: 1, question: 'How do I enter?', answer: shape === 'minimal' ? '' : '<p>Buy a ticket.</p>' },
      { id: 2, question: 'Is there a free route?', answer: shape === 'minimal' ? '' : '<p>Yes, by post.</p>' },
    ]);
  });

  it('a contact message and a chat message are sent, whatever the host says back beside success', async () => {
    await expect(
      sendContact({ name: 'Ada', email: 'ada@example.co.uk', subject: 'Hi', message: 'Hello' }),
    ).resolves.toBe(shape === 'minimal' ? '' : 'Thanks, we will reply within 2 working days.');
    await expect(postChatMessage({ token: 'tok', text: 'Good luck' })).resolves.toBe(
      shape === 'minimal' ? '' : '-NxChat01',
    );
  });
});
