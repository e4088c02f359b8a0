export { BankDetailsPage } from './ui/BankDetailsPage';
