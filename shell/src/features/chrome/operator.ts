import type { SiteSettings } from '@shop/shared';

/**
 * Who runs the shop, as the footer states it (UK prize-draw rules: a
 * promoter says who they are): "Prize Draw UK Ltd · Company number 09876543 · Registered office:
 * 1 Example Street, Leeds LS1 4AP". Each part the settings leave out is left out; with none, null
 * and the footer says nothing (tolerant reader). storefront-server/src/pages/first-paint.ts paints the same
 * line before any script runs (footer.test.tsx keeps the two equal).
 */
export function operatorLine(operator: SiteSettings['operator'] | null | undefined): string | null {
  const name = operator?.name?.trim();
  const number = operator?.company_number?.trim();
  const address = operator?.registered_address?.trim();
  const parts = [name, number ? `Company number ${number}` : '', address ? `Registered office: ${address}` : ''].filter(
    Boolean,
  );
  return parts.length ? parts.join(' · ') : null;
}
