import { createQuery } from '@farfetched/core';
import { applyDataCacheRules, attachToken, callProvider, readProvider } from '@shop/provider-client';
import type { CallPayload, ResponsiblePlay } from '@shop/shared';
import { $userToken } from '@shop/shared/state';
import { createEvent, sample } from 'effector';
import { createFormSave } from '../../lib/save';

type Payload = CallPayload<'responsible_gaming'>;

export const LIMIT_PERIODS: [string, string][] = [
  ['', 'No limit'],
  ['daily', 'Daily'],
  ['weekly', 'Weekly'],
  ['monthly', 'Monthly'],
];
export const LOCKOUT_PERIODS: [string, string][] = [
  ['', 'No break'],
  ['1_hour', '1 hour'],
  ['24_hours', '24 hours'],
  ['7_days', '7 days'],
  ['30_days', '30 days'],
  ['6_months', '6 months'],
];

export interface PlayValues {
  limitValue: string;
  limitDuration: string;
  lockoutPeriod: string;
}

export function validatePlay(v: PlayValues): { field: keyof PlayValues; message: string }[] {
  const value = v.limitValue.trim() === '' ? 0 : Number(v.limitValue);
  if (!Number.isFinite(value) || value < 0)
    return [{ field: 'limitValue', message: 'Enter a spend limit of £0 or more.' }];
  if (value > 100000) return [{ field: 'limitValue', message: 'The spend limit can be at most £100,000.' }];
  if (value > 0 && v.limitDuration === '')
    return [{ field: 'limitDuration', message: 'Choose how often the limit applies.' }];
  return [];
}

export const playPayload = (token: string, v: PlayValues): Payload => ({
  token,
  limit_value: v.limitValue.trim() === '' ? 0 : Math.round(Number(v.limitValue) * 100) / 100,
  limit_duration: v.limitDuration,
  lockout_period: v.lockoutPeriod,
});

/** The limits of get_user_details; the check gave each its default (a host without delayed limit changes sends none: nothing is pending). */
export function toResponsiblePlay({ result }: { result: { data: ResponsiblePlay } }): ResponsiblePlay {
  const d = result.data;
  return {
    limit_duration: d.limit_duration,
    limit_value: d.limit_value,
    lockout_period: d.lockout_period,
    current_spending: d.current_spending,
    lock_account: d.lock_account,
    locking_period: d.locking_period,
    pending_limit_duration: d.pending_limit_duration,
    pending_limit_value: d.pending_limit_value,
    pending_limit_at: d.pending_limit_at,
  };
}

export const playOpened = createEvent();
export const playSubmitted = createEvent<PlayValues>();
export const playSave = createFormSave('account.playSave', (payload: Payload) =>
  callProvider('responsible_gaming', payload),
);

export const getPlayFx = attachToken((token) => readProvider('get_user_details', { token }));
export const playQuery = createQuery({
  name: 'account.responsiblePlay',
  effect: getPlayFx,
  mapData: toResponsiblePlay,
});
// The screen re-reads the saved limits, the current spending and any break now running.
applyDataCacheRules(playQuery, { perUser: true, changedBy: playSave.saved });
sample({ clock: playOpened, target: playQuery.start });

sample({
  clock: playSubmitted,
  source: $userToken,
  filter: (token): token is string => token !== null,
  fn: (token, values) => playPayload(token as string, values),
  target: playSave.submitted,
});
