import styles from './form.module.css';

/** SAVE CHANGES, or SAVING... with the button disabled and the form covered by a spinner. */
export function SaveButton({ saving }: { saving: boolean }) {
  return (
    <div className={styles.actions}>
      <button type="submit" className="shop-button" disabled={saving} aria-busy={saving}>
        {saving ? 'SAVING...' : 'SAVE CHANGES'}
      </button>
    </div>
  );
}

export function BusyOverlay({ busy, label }: { busy: boolean; label: string }) {
  if (!busy) return null;
  return (
    <div className={styles.overlay}>
      <div className="shop-spinner" role="status" aria-label={label} />
    </div>
  );
}

export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className={styles.center}>
      <div className="shop-spinner" role="status" aria-label={label} />
    </div>
  );
}
