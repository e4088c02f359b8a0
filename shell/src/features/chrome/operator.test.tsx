import { fork } from 'effector';
import { Provider } from 'effector-react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { $siteSettings } from '../site-settings/model';
import { Footer } from './Footer';
import { operatorLine } from './operator';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('operatorLine (who runs the shop, in the footer)', () => {
  it('names the company, its number and its registered office', () => {
    expect(
      operatorLine({ name: 'Prize Draw UK Ltd', company_number: '09876543', registered_address: '1 Example Street' }),
    ).toBe('Prize Draw UK Ltd · Company number 09876543 · Registered office: 1 Example Street');
  });
  it('leaves out what the settings leave out, and says nothing with none', () => {
    expect(operatorLine({ name: 'Prize Draw UK Ltd', company_number: '', registered_address: '' })).toBe(
      'Prize Draw UK Ltd',
    );
    expect(operatorLine({ name: ' ', company_number: '', registered_address: '' })).toBeNull();
    expect(operatorLine(undefined)).toBeNull();
    expect(operatorLine(null)).toBeNull();
  });
});

describe('Footer', () => {
  it('shows the operator from the site settings, and nothing before they arrive', async () => {
    const render = async (operator: unknown) => {
      const scope = fork({ values: [[$siteSettings, operator === undefined ? null : { operator }]] });
      const host = document.createElement('div');
      const root = createRoot(host);
      await act(async () =>
        root.render(
          <Provider value={scope}>
            <Footer />
          </Provider>,
        ),
      );
      const text = host.querySelector('[data-testid="operator"]')?.textContent ?? null;
      await act(async () => root.unmount());
      return text;
    };
    expect(await render({ name: 'Prize Draw UK Ltd', company_number: '09876543', registered_address: 'Leeds' })).toBe(
      'Prize Draw UK Ltd · Company number 09876543 · Registered office: Leeds',
    );
    expect(await render(undefined)).toBeNull();
  });
});
