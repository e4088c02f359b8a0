import { useLayoutEffect } from 'react';
import { createPortal } from 'react-dom';
import { AnnouncementBar } from '../features/chrome/AnnouncementBar';
import { Footer } from '../features/chrome/Footer';
import { Header } from '../features/chrome/Header';
import { CookieBanner } from '../features/cookie-banner/CookieBanner';
import { Toasts } from '../features/toasts/Toasts';

function slot(id: string): HTMLElement {
  const el = document.getElementById(id);
  if (!el) throw new Error(`index.html lacks #${id}`);
  return el;
}

/** The shell's own UI: one React root, portalled into the page's fixed landmarks. */
export function ShellChrome({ notice }: { notice: string | null }) {
  // index.html's first-paint header goes in the same commit the React header arrives: never both.
  useLayoutEffect(() => {
    for (const el of document.querySelectorAll('[data-first-paint]')) el.remove();
  }, []);
  return (
    <>
      {createPortal(<AnnouncementBar />, slot('announcement'))}
      {createPortal(<Header />, slot('shell-header'))}
      {createPortal(<Footer />, slot('shell-footer'))}
      {notice ? (
        <p className="shell-notice" role="alert" data-testid="shell-notice">
          {notice}
        </p>
      ) : null}
      <Toasts />
      <CookieBanner />
    </>
  );
}
