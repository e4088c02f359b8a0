// Provider HTML is sanitized with DOMPurify before it is shown. DOMPurify parses it in an inert
// document, yet Chromium still reports each inline event handler it meets there (onerror=,
// onload=…) as a Content-Security-Policy violation (script-src-attr), although nothing runs. So the
// handler attributes are renamed first; DOMPurify keeps or drops the renamed `data-defused-on…`
// attribute, and either way it is inert. This is not the sanitizer: a tag this reading gets wrong
// costs only a report, since DOMPurify still removes every handler.

/** A start tag: its name, then attributes whose quoted values may hold '>' or quotes of the other kind. */
const TAG = /<([a-z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
/** One attribute inside a tag: separator, name, and its value as a whole (so "…/online=yes" in a value is not a name). */
const ATTRIBUTE = /([\s/]+)([^\s/>"'=]+)(\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>"']*))?/g;

/** `html` with every `on…=` attribute name inside a tag renamed to `data-defused-on…`. */
export function defuseInlineHandlers(html: string): string {
  return html.replace(TAG, (_tag, name: string, attributes: string) => {
    const renamed = attributes.replace(ATTRIBUTE, (whole, gap: string, attribute: string, value = '') =>
      /^on/i.test(attribute) ? `${gap}data-defused-${attribute}${value}` : whole,
    );
    return `<${name}${renamed}>`;
  });
}
