import { BrowserRouter } from '@shop/react-kit/routing';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusFieldFx, sendContactFx } from '../model';
import { ContactPage } from './ContactPage';

afterEach(cleanup);

function renderPage() {
  const send = vi.fn(async () => 'Thanks!');
  const scope = fork({
    handlers: [
      [sendContactFx, send],
      [focusFieldFx, vi.fn()],
    ],
  });
  render(
    <Provider value={scope}>
      <BrowserRouter>
        <ContactPage />
      </BrowserRouter>
    </Provider>,
  );
  return { send };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ContactPage', () => {
  it('takes a long message whole and says it is too long, instead of cutting it silently', async () => {
    const { send } = renderPage();
    const message = screen.getByLabelText('Message');
    expect(message.hasAttribute('maxlength')).toBe(false);
    type('Message', 'x'.repeat(5001));
    expect((message as HTMLTextAreaElement).value).toHaveLength(5001);
    expect(document.getElementById('contact-message-counter')?.textContent).toBe('5,001/5,000 characters');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send message' })));
    expect(screen.getByText('Your message must be 5,000 characters or fewer.')).toBeTruthy();
    expect(message.getAttribute('aria-describedby')).toBe('contact-message-counter contact-message-error');
    expect(send).not.toHaveBeenCalled();
  });

  it('confirms the sent message on the page, in a status region, until another is started', async () => {
    renderPage();
    type('Full name', 'Sarah Jones');
    type('Email address', 'sarah@example.co.uk');
    type('Subject', 'My tickets');
    type('Message', 'Where are my tickets please?');
    const status = screen.getByTestId('contact-sent');
    expect(status.getAttribute('role')).toBe('status');
    expect(status.textContent).toBe('');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send message' })));
    expect(within(status).getByText(/^Thanks, Sarah — we've got your message/)).toBeTruthy();
    type('Subject', 'Another question');
    expect(status.textContent).toBe('');
  });
});
