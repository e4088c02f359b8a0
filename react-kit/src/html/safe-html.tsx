import type { DOMPurify as Purifier } from 'dompurify';
import { useEffect, useMemo, useState } from 'react';
import { defuseInlineHandlers } from './defuse';

// DOMPurify is fetched the first time a page shows provider HTML (details, terms, FAQ, postal
// route), not with every page: ~10 KiB gzip out of the first load (`pnpm bench`).
let purifier: Purifier | null = null;
let loading: Promise<Purifier> | null = null;
/**
 * A server render has no DOM for DOMPurify: its server build names a sanitizer of its own
 * (@shop/react-kit/server), so provider HTML is in the page for a reader without JavaScript.
 */
let serverSanitizer: ((html: string) => string) | null = null;

export function sanitizeOnServerWith(sanitize: ((html: string) => string) | null): void {
  serverSanitizer = sanitize;
}

/** Loads the sanitizer once; later calls get the same promise. */
function loadSanitizer(): Promise<Purifier> {
  loading ??= import('dompurify').then((m) => {
    purifier = m.default;
    return purifier;
  });
  return loading;
}

function sanitizeWith(purify: Purifier, html: string | null | undefined): string {
  // Inline handlers are defused first: Chromium reports them as CSP violations even when
  // DOMPurify drops them. HTML profile: no SVG or MathML.
  return purify.sanitize(defuseInlineHandlers(html ?? ''), { USE_PROFILES: { html: true } });
}

/**
 * Provider HTML made safe to inject, or null while the sanitizer loads (the caller shows an
 * empty block, never the raw HTML).
 */
export function useSanitizedHtml(html: string | null | undefined): string | null {
  const [ready, setReady] = useState(purifier);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadSanitizer().then(
      (p) => live && setReady(() => p),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [ready]);
  // Sanitizing is not free: only when the HTML (or the sanitizer) changes, not on every render.
  return useMemo(() => {
    if (serverSanitizer) return serverSanitizer(defuseInlineHandlers(html ?? ''));
    return ready ? sanitizeWith(ready, html) : null;
  }, [ready, html]);
}

/** A block of provider HTML, sanitized; one copy of DOMPurify in the page for every team. */
export function SafeHtml({
  html,
  className,
  id,
}: {
  html: string | null | undefined;
  className?: string;
  id?: string;
}) {
  const clean = useSanitizedHtml(html);
  // Safe to inject: sanitized by useSanitizedHtml (null until the sanitizer is loaded). A block the
  // server rendered keeps its sanitized HTML while the browser's sanitizer loads: hydration leaves
  // the markup of dangerouslySetInnerHTML as it is, and the warning would only say so.
  return (
    <div
      id={id}
      className={className}
      aria-busy={clean === null || undefined}
      dangerouslySetInnerHTML={{ __html: clean ?? '' }}
      suppressHydrationWarning
    />
  );
}
