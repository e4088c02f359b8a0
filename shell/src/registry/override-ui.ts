import { toastRaised } from '@shop/shared/state';
import {
  allowedOverrideOrigins,
  clearOverrides,
  confirmOverride,
  isAllowedOverrideUrl,
  type OverrideRequest,
  overrideRequestFromUrl,
} from './override';

// The page side of developer overrides (./override.ts): the question a link's override asks, and
// the badge while one is on. Plain DOM: both show before, and whether or not, any remote loads.

function button(label: string, onClick: () => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.textContent = label;
  element.addEventListener('click', onClick);
  return element;
}

/** Asks the person before a link's override loads code from elsewhere; nothing changes until they say yes. */
function askToConfirm(request: OverrideRequest) {
  const panel = document.createElement('div');
  panel.className = 'shell-override-confirm';
  panel.setAttribute('role', 'alertdialog');
  panel.setAttribute('aria-labelledby', 'shell-override-question');
  panel.dataset.testid = 'override-confirm';
  const question = document.createElement('p');
  question.id = 'shell-override-question';
  question.textContent = `Load ${request.name} from ${request.url}? Only do this if you are developing this site; it lasts a day at most.`;
  const load = button('Load it', () => {
    confirmOverride(request);
    window.location.reload();
  });
  panel.append(
    question,
    load,
    button('Cancel', () => panel.remove()),
  );
  document.body.append(panel);
  load.focus();
}

/** Handles `?override=` once at start-up, and takes it out of the address bar. */
export function handleOverrideLink(location: Location = window.location): void {
  const request = overrideRequestFromUrl(location.search);
  if (!request) return;
  const url = new URL(location.href);
  url.searchParams.delete('override');
  window.history.replaceState(window.history.state, '', url);
  if (request.url === '') {
    clearOverrides([request.name]);
    return;
  }
  if (!isAllowedOverrideUrl(request.url, allowedOverrideOrigins())) {
    toastRaised({
      kind: 'error',
      message:
        'This link asks to load part of the site from elsewhere, which this site does not allow. Nothing was changed.',
    });
    return;
  }
  askToConfirm(request);
}

/** A visible badge while a developer override is on, with a way out. */
export function showOverrideBadge(names: string[]): void {
  if (names.length === 0) return;
  const badge = document.createElement('div');
  badge.className = 'shell-override-badge';
  badge.dataset.testid = 'override-badge';
  badge.textContent = `Override on: ${names.join(', ')} `;
  badge.append(
    button('Clear', () => {
      clearOverrides(names);
      window.location.reload();
    }),
  );
  document.body.append(badge);
}
