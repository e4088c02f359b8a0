import type { DOMPurify as Purifier } from 'dompurify';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { defuseInlineHandlers } from './defuse';

// DOMPurify is fetched the first time the browser itself writes provider HTML (a client-rendered
// details, terms, FAQ or postal route page, or HTML that changed), not with every page: ~11 KiB
// gzip out of the first load (`pnpm bench`).
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

/** Provider HTML sanitized, or null while the sanitizer loads; `needed` false: never loads it. */
function useSanitized(html: string | null | undefined, needed: boolean): string | null {
  const [ready, setReady] = useState(purifier);
  useEffect(() => {
    if (ready || !needed) return;
    let live = true;
    loadSanitizer().then(
      (p) => live && setReady(() => p),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [ready, needed]);
  // Sanitizing is not free: only when the HTML (or the sanitizer) changes, not on every render.
  return useMemo(() => {
    if (serverSanitizer) return serverSanitizer(defuseInlineHandlers(html ?? ''));
    return ready && needed ? sanitizeWith(ready, html) : null;
  }, [ready, html, needed]);
}

/**
 * Provider HTML made safe to inject, or null while the sanitizer loads (the caller shows an
 * empty block, never the raw HTML).
 */
export function useSanitizedHtml(html: string | null | undefined): string | null {
  return useSanitized(html, true);
}

const noSubscription = () => () => {};
/** True on the server and while React hydrates (it reads the server's value then), false in a client render. */
const useHydrating = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );

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
  // A block the server rendered already holds this HTML, sanitized by the server's sanitizer, and
  // hydration leaves the markup of dangerouslySetInnerHTML as it is: the browser's sanitizer is
  // only fetched when the HTML changes (or the server's block is empty), so a first view of provider
  // HTML (details, FAQ, postal route) never downloads or runs it (bench/README.md "Provider HTML
  // as the server wrote it").
  const block = useRef<HTMLDivElement>(null);
  const hydrating = useHydrating();
  // The HTML the server's block was made from (in the browser, while hydrating): what this block
  // shows until it changes. On the server the block is written with the server's sanitizer.
  const [serverHtml] = useState(() => (hydrating && serverSanitizer === null ? html : undefined));
  const [rewritten, setRewritten] = useState(serverHtml === undefined);
  const keep = !rewritten && html === serverHtml;
  useLayoutEffect(() => {
    if (!rewritten && (!keep || (block.current?.innerHTML === '' && html))) setRewritten(true);
  }, [rewritten, keep, html]);
  const clean = useSanitized(html, !keep);
  // Safe to inject: sanitized by useSanitized (null until the sanitizer is loaded), or the
  // server's sanitized markup kept as it is. suppressHydrationWarning: the client's first value is
  // empty on purpose.
  return (
    <div
      ref={block}
      id={id}
      className={className}
      aria-busy={(!keep && clean === null) || undefined}
      dangerouslySetInnerHTML={{ __html: keep ? '' : (clean ?? '') }}
      suppressHydrationWarning
    />
  );
}
