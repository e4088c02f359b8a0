export { ForgotPasswordPage } from './ui/ForgotPasswordPage';
export { LoginPage } from './ui/LoginPage';
export { ResetPasswordPage } from './ui/ResetPasswordPage';
