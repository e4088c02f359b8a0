// Provider HTML is sanitized with DOMPurify before it is shown. DOMPurify parses it in an inert
// document, yet Chromium still reports each inline event handler it meets there (onerror=,
// onload=…) as a Content-Security-Policy violation (script-src-attr), although nothing runs. So the
// handler attributes are renamed first; DOMPurify then drops the renamed attributes as unknown.
// This is not the sanitizer: a tag this pattern misreads (a '>' inside a quoted value) costs
// only a report, since DOMPurify still removes the handler.

const HANDLER = /(<[a-z][^>]*?[\s/"'])on([a-z]+\s*=)/gi;

/** `html` with every `on…=` attribute inside a tag renamed to `data-defused-on…=`. */
export function defuseInlineHandlers(html: string): string {
  let out = html;
  for (let i = 0; i < 50; i += 1) {
    const next = out.replace(HANDLER, '$1data-defused-on$2');
    if (next === out) return out;
    out = next;
  }
  return out;
}
