import { type ReactNode, useEffect, useId, useRef } from 'react';
import styles from './dialog.module.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

interface DialogProps {
  id: string;
  title: string;
  open: boolean;
  onClose: () => void;
  /** The id of text read with the title when the dialog opens (aria-describedby). */
  describedBy?: string;
  children: ReactNode;
}

/**
 * A modal dialog: focus moves in when it opens and back to where it was when it closes; Tab
 * stays inside; Escape and the backdrop close it.
 */
export function Dialog({ id, title, open, onClose, describedBy, children }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const backdrop = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const node = panel.current;
    const first = node?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? node)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        closeRef.current();
        return;
      }
      if (event.key !== 'Tab' || !node) return;
      const items = Array.from(node.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (items.length === 0) return;
      const [head, tail] = [items[0], items[items.length - 1]];
      if (event.shiftKey && document.activeElement === head) {
        event.preventDefault();
        tail?.focus();
      } else if (!event.shiftKey && document.activeElement === tail) {
        event.preventDefault();
        head?.focus();
      }
    };
    const shade = backdrop.current;
    const onShade = (event: MouseEvent) => {
      if (event.target === shade) closeRef.current();
    };
    document.addEventListener('keydown', onKey);
    shade?.addEventListener('mousedown', onShade);
    return () => {
      document.removeEventListener('keydown', onKey);
      shade?.removeEventListener('mousedown', onShade);
      if (previous && document.contains(previous)) previous.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <div className={styles.backdrop} ref={backdrop}>
      <div
        id={id}
        ref={panel}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        <header className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
            ×
          </button>
        </header>
        {children}
      </div>
    </div>
  );
}
