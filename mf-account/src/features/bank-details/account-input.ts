import { digitsOnly } from '@shop/shared/validation';

// The provider reads the account number back masked ("****5678"). Both account fields are
// prefilled with that mask; left alone it means "keep the saved number" (the provider accepts the
// mask back). The first edit of a field holding the mask starts a fresh number instead of mixing
// typed digits with the mask's last four.

export function nextAccountValue(previous: string, raw: string, mask: string): string {
  if (mask !== '' && previous === mask) {
    if (raw.startsWith(mask)) return digitsOnly(raw.slice(mask.length));
    if (raw.length < mask.length && mask.startsWith(raw)) return '';
  }
  return digitsOnly(raw);
}

export const isMasked = (value: string): boolean => value.includes('*');

/**
 * A pasted sort code keeps its digits: "11-22-33" must not be cut to "11-22-" by the input's
 * 6-character cap before the dashes are stripped (that would save "1122" without a word).
 */
export function pastedSortCode(current: string, pasted: string, start: number, end: number, max: number): string {
  return digitsOnly(current.slice(0, start) + pasted + current.slice(end)).slice(0, max);
}
