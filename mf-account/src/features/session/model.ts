import {
  $sessionCheckedOnce,
  $userToken,
  sessionCheckFinished,
  sessionCheckStarted,
  signInRequested,
  ticketsLoaded,
  userSignedIn,
  userSignedOut,
} from '@shop/shared/state';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { loginPath } from '../../lib/return-to';
import { checkAuth, fetchPurchasedTickets, isTokenRefused, logout } from './api';
import { clearStoredToken, readStoredToken, storeToken } from './token-storage';

/** Fired by the overlay and by the app mount; only the first one runs the check. */
export const sessionStarted = createEvent();
export const signOutClicked = createEvent();
/** The account area opened (again): a past sign-out no longer holds its redirect back. */
export const accountEntered = createEvent();

export const readStoredTokenFx = createEffect(readStoredToken);
export const checkAuthFx = createEffect(checkAuth);
export const loadTicketsFx = createEffect(fetchPurchasedTickets);
export const saveTokenFx = createEffect(storeToken);
export const clearTokenFx = createEffect(clearStoredToken);
export const logoutFx = createEffect(logout);
/** single-spa patches pushState, so every application re-routes. */
export const navigateFx = createEffect((url: string) => window.history.pushState(null, '', url));

const $started = createStore(false);
/** A deliberate sign-out: account guards leave the navigation to the sign-out button. */
export const $signedOutByUser = createStore(false)
  .on(signOutClicked, () => true)
  .reset([userSignedIn, accountEntered]);
/** True once the start-up check has a response (or there was no token): guards wait for it. */
export const $sessionChecked = $sessionCheckedOnce;

const firstStart = sample({ clock: sessionStarted, source: $started, filter: (started) => !started });
$started.on(firstStart, () => true);
sample({ clock: firstStart, target: readStoredTokenFx });

sample({ clock: readStoredTokenFx.doneData, filter: (token) => token === null, target: sessionCheckFinished });
const tokenFound = sample({ clock: readStoredTokenFx.doneData, filter: (token): token is string => token !== null });
sample({ clock: tokenFound, target: [sessionCheckStarted, checkAuthFx] });

sample({ clock: checkAuthFx.doneData, target: userSignedIn });
// Only a refusal of the token (401/403, or success:false) ends the stored session; an outage
// (5xx, timeout, offline, malformed response) signs out this page view but keeps the token, so the
// next visit signs the user back in once the provider is back.
sample({ clock: checkAuthFx.fail, target: userSignedOut });
sample({ clock: checkAuthFx.failData, filter: isTokenRefused, target: clearTokenFx });
sample({ clock: [checkAuthFx.done, checkAuthFx.fail], target: sessionCheckFinished });
sample({ clock: readStoredTokenFx.fail, target: sessionCheckFinished });

// Every sign-in (start-up check, login, register) stores the newest token and loads the tickets.
const signedInToken = sample({ clock: userSignedIn, fn: (user) => user.token });
sample({ clock: signedInToken, target: [saveTokenFx, loadTicketsFx] });
sample({ clock: loadTicketsFx.doneData, target: ticketsLoaded });

const signingOut = sample({ clock: signOutClicked, source: $userToken });
sample({ clock: signingOut, filter: (token): token is string => token !== null, target: logoutFx });
sample({ clock: signingOut, target: [clearTokenFx, userSignedOut] });

sample({ clock: signInRequested, fn: ({ returnTo }) => loginPath(returnTo), target: navigateFx });
