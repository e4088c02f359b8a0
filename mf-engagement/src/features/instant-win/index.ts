export { instantWinsStarted } from './model';
export { InstantWinPopup } from './ui/InstantWinPopup';
