import { createMutation } from '@farfetched/core';
import type { ApiResult } from '@shop/provider-client';
import { showError, showSuccess } from '@shop/shared/state';
import { createEffect, createEvent, sample } from 'effector';

// The save flow shared by the profile, billing, bank and responsible-gaming forms (requirements
// §4 and §8): idle → saving → success toast, or an error toast with the provider's words. Each save
// is a farfetched mutation, the writing half of the one data layer (docs/adr/007-one-data-layer.md).

export const SAVE_SUCCESS_MESSAGE = 'Details updated successfully!';
export const SAVE_REFUSED_MESSAGE = 'Failed to update user details.';
export const SAVE_FAILED_MESSAGE = 'An error occurred.';

type SaveResponse<D> = { success: true; data?: D } | { success: false; error?: string };

/** null when saved; otherwise the message to show. */
export function saveFailureMessage(result: ApiResult<SaveResponse<unknown>>): string | null {
  if (result.ok) {
    // Only an explicit success counts: an empty or garbled 200 confirmed nothing was saved.
    if (result.data?.success === true) return null;
    return (result.data?.success === false && result.data.error) || SAVE_REFUSED_MESSAGE;
  }
  const body = result.error.body as { error?: unknown } | undefined;
  return typeof body?.error === 'string' && body.error !== '' ? body.error : SAVE_FAILED_MESSAGE;
}

export function createFormSave<P, D>(name: string, request: (params: P) => Promise<ApiResult<SaveResponse<D>>>) {
  const submitted = createEvent<P>();
  const saveFx = createEffect(async (params: P): Promise<D | undefined> => {
    const result = await request(params);
    const problem = saveFailureMessage(result);
    if (problem !== null) throw new Error(problem);
    return result.ok && result.data.success ? result.data.data : undefined;
  });
  const mutation = createMutation({ name, effect: saveFx });
  // A second click while saving is ignored: the button is disabled, this covers Enter presses.
  sample({ clock: submitted, filter: mutation.$pending.map((pending) => !pending), target: mutation.start });
  const saved = mutation.finished.success.map(({ result }) => result);
  sample({ clock: mutation.finished.success, fn: (): string => SAVE_SUCCESS_MESSAGE, target: showSuccess });
  sample({
    clock: mutation.finished.failure,
    fn: ({ error }) => (error instanceof Error ? error.message : SAVE_FAILED_MESSAGE),
    target: showError,
  });
  return { submitted, mutation, saveFx, $saving: mutation.$pending, saved };
}

/** Requirements §5: the first failing field is scrolled into view and focused. */
export function focusField(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  element.scrollIntoView({ block: 'center', behavior: 'smooth' });
  element.focus({ preventScroll: true });
}
