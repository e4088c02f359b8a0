import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

// Requirements §5 asks that the first failing field is focused; the forms whose errors live in an
// effector store (checkout, claim prize) only know which fields failed after React has rendered
// them, so the focus is moved from the DOM: the first field marked aria-invalid.

/** Focuses the first `[aria-invalid="true"]` control inside `root`; false when there is none. */
export function focusFirstInvalid(root: ParentNode | null | undefined): boolean {
  const field = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return false;
  field.scrollIntoView?.({ block: 'center' });
  field.focus({ preventScroll: true });
  return true;
}

/**
 * `submitted()` from the form's submit handler; after the next render the first invalid field of
 * `formRef` gets the focus. Typing afterwards never moves the focus (only a submit does).
 */
export function useFocusFirstInvalid<T extends HTMLElement = HTMLFormElement>(): {
  formRef: RefObject<T | null>;
  submitted: () => void;
} {
  const formRef = useRef<T>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt > 0) focusFirstInvalid(formRef.current);
  }, [attempt]);
  const submitted = useCallback(() => setAttempt((n) => n + 1), []);
  return { formRef, submitted };
}
