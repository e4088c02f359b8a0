import { createEvent, createStore } from 'effector';
import type { SignedInUser, TicketRecord, UserDetails } from '../entities';

// The public face of the session that mf-account owns: every remote reads who is signed in from
// here; only mf-account's session model writes it (through these events).

export const sessionCheckStarted = createEvent();
export const sessionCheckFinished = createEvent();
/** Someone signed in (start-up check, login, register): the user with their token. */
export const userSignedIn = createEvent<SignedInUser>();
export const userUpdated = createEvent<UserDetails>();
export const userSignedOut = createEvent();
export const ticketsLoaded = createEvent<TicketRecord[]>();
/** Ask the account team to open sign-in, returning to `returnTo` afterwards. */
export const signInRequested = createEvent<{ returnTo: string }>();

export const $user = createStore<UserDetails | null>(null)
  .on(userSignedIn, (_, user): UserDetails => user)
  .on(userUpdated, (current, user) => (current ? { ...current, ...user } : user))
  .reset(userSignedOut);

export const $userToken = $user.map((user) => user?.token ?? null);
export const $isSignedIn = $user.map((user) => user !== null);

export const $isAuthenticating = createStore(false)
  .on(sessionCheckStarted, () => true)
  .on(sessionCheckFinished, () => false);
/** mf-account has checked the stored token (or found none) at least once since the page opened. */
export const $sessionCheckedOnce = createStore(false).on(sessionCheckFinished, () => true);

/** Tickets of the signed-in user: purchased = all, upcoming = not drawn yet, drawn = drawn. */
export const $purchasedTickets = createStore<TicketRecord[]>([])
  .on(ticketsLoaded, (_, tickets) => tickets)
  .reset(userSignedOut);
export const $upcomingTickets = $purchasedTickets.map((t) => t.filter((r) => r.status !== 'drawn'));
export const $drawnTickets = $purchasedTickets.map((t) => t.filter((r) => r.status === 'drawn'));
