// Parts of the shell's chrome the server paints so nothing moves when the scripts arrive
// (issue 18, item 4): the announcement bar, from the provider's site settings. The shell's own
// bar (shell/src/features/chrome/AnnouncementBar.tsx) is added beside it; tokens.css then hides
// this one, so the bar's height is there from the first paint. And the operator's identity in the
// first-paint footer (issue 31), which the shell's footer replaces with the same line.
import { escapeAttribute } from './page-head.mjs';

const EMPTY_SLOT = /<div id="?announcement"?><\/div>/;

export async function withAnnouncement(html, read) {
  const text = (await read('getsettings'))?.data?.announcement?.trim();
  if (!text) return html;
  const bar = `<p class="shell-announcement" data-testid="server-announcement">${escapeAttribute(text)}</p>`;
  return html.replace(EMPTY_SLOT, `<div id="announcement">${bar}</div>`);
}

/** The end of index.html's first-paint footer (shell/src/index.html). */
const FIRST_PAINT_FOOTER_END = /(<div class="shell-footer-inner" data-first-paint>[\s\S]*?)(\s*<\/div>\s*<\/footer>)/;

/**
 * Who runs the shop, in the footer from the first paint (issue 31 "Trust basics"): the same line
 * as the shell's footer (shell/src/features/chrome/operator.ts), each part only when the site
 * settings give it, nothing when they give none.
 */
export function operatorLine(operator) {
  const part = (value) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');
  const name = part(operator?.name);
  const number = part(operator?.company_number);
  const address = part(operator?.registered_address);
  const parts = [name, number ? `Company number ${number}` : '', address ? `Registered office: ${address}` : ''];
  const line = parts.filter(Boolean).join(' · ');
  return line || null;
}

export async function withOperator(html, read) {
  const line = operatorLine((await read('getsettings'))?.data?.operator);
  if (!line) return html;
  const p = `<p class="shell-footer-small shell-footer-operator" data-testid="operator">${escapeAttribute(line)}</p>`;
  return html.replace(FIRST_PAINT_FOOTER_END, (_, body, end) => `${body}\n        ${p}${end}`);
}

/** The shell's one script tag in index.html. */
const SHELL_SCRIPT = /<script defer src="(\/shell\/assets\/[\w.-]+\.js)"><\/script>/;
/** The latest the shell starts after the page is parsed, whatever its leading image does. */
export const SHELL_START_CAP_MS = 1000;

/**
 * Runs in the page (serialized into it): starts the shell once the page has painted and its
 * leading images (`fetchpriority="high"`) have arrived and painted too, or after the cap.
 */
function startShellAfterFirstPaint(src, capMs) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.src = src;
    document.head.append(script);
  };
  const afterNextPaint = (then) => requestAnimationFrame(() => setTimeout(then, 0));
  // The first contentful paint as the browser reports it: the frame is on screen by then, which a
  // frame callback alone does not promise on a busy machine.
  const afterFirstPaint = (then) => {
    const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
    if (!window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return afterNextPaint(then);
    if (painted()) return then();
    const observer = new PerformanceObserver(() => {
      if (!painted()) return;
      observer.disconnect();
      then();
    });
    observer.observe({ type: 'paint', buffered: true });
  };
  const afterLeadingImages = () => {
    const pending = [...document.querySelectorAll('img[fetchpriority="high"]')].filter((img) => !img.complete);
    let left = pending.length;
    if (left === 0) return start();
    const arrived = () => {
      left -= 1;
      if (left === 0) afterNextPaint(start);
    };
    for (const img of pending) {
      img.addEventListener('load', arrived, { once: true });
      img.addEventListener('error', arrived, { once: true });
    }
  };
  const parsed = () => {
    setTimeout(start, capMs);
    afterFirstPaint(afterLeadingImages);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', parsed, { once: true });
  else parsed();
}

/**
 * A page the server rendered reads and works before any script runs, so the shell's script is
 * asked for once the page has painted with its leading image: on a slow phone network the image
 * no longer shares the line with half a megabyte of script, and its paint no longer waits behind
 * the script's first long task (issue 18; bench/README.md). What it costs: the page turns
 * interactive later by the time the leading image takes, at most SHELL_START_CAP_MS after parsing.
 */
export function withShellAfterFirstPaint(html) {
  return html.replace(
    SHELL_SCRIPT,
    (_, src) =>
      `<script>(${startShellAfterFirstPaint.toString()})(${JSON.stringify(src)}, ${SHELL_START_CAP_MS})</script>`,
  );
}
