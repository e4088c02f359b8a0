import type { LimitedCartLine } from '@shop/shared';
import { $userToken, showInfo } from '@shop/shared/state';
import { createEffect, sample } from 'effector';
import * as api from './api';
import { $cartWrites, $pathname, cartReplaced, loadItemsFx, notOnConfirmation } from './model';
import { MESSAGES } from './rules';

// The basket follows the person: when the signed-in user changes (a sign-in, the
// start-up session check) the visitor's basket becomes the account's, merged by the provider with
// the basket the account saved, within the ticket limits; personal coupons then apply. Spec
// section 4: not on pages whose path contains 'confirmation'.

export const claimCartFx = createEffect(api.claimCart);

sample({
  clock: $userToken.updates,
  source: $pathname,
  filter: (path, token): token is string => token !== null && notOnConfirmation({ path }),
  fn: (_, token) => token as string,
  target: claimCartFx,
});
sample({ clock: claimCartFx.doneData, target: cartReplaced });

/** What the shopper is told about a line the merge cut, in the spec's add-to-cart words. */
export function limitNotice(line: LimitedCartLine): string {
  if (line.kept === 0) return line.limit === 'allowance' ? MESSAGES.maxEntered : MESSAGES.soldOut;
  return line.limit === 'stock'
    ? MESSAGES.clampedToStock(line.available, line.kept)
    : MESSAGES.clampedToAllowance(line.available, line.kept);
}
sample({
  clock: claimCartFx.doneData,
  filter: (cart) => cart.limited.length > 0,
  fn: (cart) => cart.limited.map(limitNotice).join(' '),
  target: showInfo,
});

// A claim that failed (an outage, a basket another account holds) still shows the basket as it is.
const logClaimFailureFx = createEffect((error: unknown) => console.error('[basket] basket claim failed', error));
sample({ clock: claimCartFx.failData, target: logClaimFailureFx });
sample({ clock: claimCartFx.fail, source: $cartWrites, target: loadItemsFx });
