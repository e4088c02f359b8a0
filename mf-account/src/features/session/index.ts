export { $sessionChecked, $signedOutByUser, accountEntered, sessionStarted, signOutClicked } from './model';
export { SignOutButton } from './ui/SignOutButton';
