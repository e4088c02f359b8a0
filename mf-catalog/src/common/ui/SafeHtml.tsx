import { defuseInlineHandlers } from '@shop/shared';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Provider HTML (descriptions, postal terms) is sanitized before it reaches the DOM. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(defuseInlineHandlers(html ?? ''), { USE_PROFILES: { html: true } }), [html]);
  // Safe to set: sanitized by DOMPurify just above.
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
