export { InstantWinPopup } from './ui/InstantWinPopup';
export { instantWinsStarted } from './model';
