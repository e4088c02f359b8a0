export { BillingPage } from './ui/BillingPage';
