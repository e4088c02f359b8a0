import { digitsOnly } from '@shop/shared';

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
