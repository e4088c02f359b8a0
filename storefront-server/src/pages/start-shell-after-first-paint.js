// Runs in the page, not on the server: first-paint.ts writes this function's text into a page it
// rendered, called with the shell's script and the cap. It starts the shell once the page has
// painted and its leading images (`fetchpriority="high"`) have arrived and painted too, or after
// the cap. Plain JavaScript read as text, so the page gets it exactly as written here.
// biome-ignore lint/correctness/noUnusedVariables: it is called in the page (first-paint.ts)
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
