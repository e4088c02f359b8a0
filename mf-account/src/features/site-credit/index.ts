export { SiteCreditPage } from './ui/SiteCreditPage';
