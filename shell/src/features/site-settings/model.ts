import { loadSiteSettings } from '@shop/provider-client';
import type { SiteSettings } from '@shop/shared';
import { createEffect, createEvent, createStore, sample } from 'effector';

// Loaded once per page with the spec's 15-minute cache (shared helper); drives the announcement
// bar and the site's configured front-end scripts.
export const shellStarted = createEvent();
export const loadSettingsFx = createEffect(() => loadSiteSettings());
export const $siteSettings = createStore<SiteSettings | null>(null).on(loadSettingsFx.doneData, (_, s) => s);

export const injectScriptsFx = createEffect((html: string) => injectFrontendScripts(html, document));

sample({ clock: shellStarted, target: loadSettingsFx });
sample({
  clock: loadSettingsFx.doneData,
  filter: (s): s is SiteSettings => Boolean(s?.frontend_scripts?.trim()),
  fn: (s) => (s as SiteSettings).frontend_scripts,
  target: injectScriptsFx,
});

/**
 * Injects the configured snippet once. Scripts are re-created with the page's CSP nonce so they
 * run under the same policy as the shell itself: nothing else is allowed to execute.
 */
export function injectFrontendScripts(html: string, doc: Document): number {
  if (doc.querySelector('[data-frontend-scripts]')) return 0;
  const nonce = doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
  const template = doc.createElement('template');
  template.innerHTML = html;
  const holder = doc.createElement('div');
  holder.hidden = true;
  holder.dataset.frontendScripts = 'true';
  let scripts = 0;
  for (const node of Array.from(template.content.childNodes)) {
    if (node instanceof HTMLScriptElement || (node as Element).nodeName === 'SCRIPT') {
      const original = node as HTMLScriptElement;
      const script = doc.createElement('script');
      if (original.src) script.src = original.src;
      else script.textContent = original.textContent;
      if (nonce) script.nonce = nonce;
      holder.append(script);
      scripts++;
    } else if (node.nodeType === 1 && ['NOSCRIPT', 'STYLE', 'META', 'LINK'].includes(node.nodeName)) {
      holder.append(node);
    }
  }
  doc.body.append(holder);
  return scripts;
}
