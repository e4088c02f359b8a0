export { CouponsPage } from './ui/CouponsPage';
