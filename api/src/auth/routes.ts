// /api/v1 sign-in calls: check-auth, login, register, verify_email, resend_verification, logout,
// forgot_password, reset_password.
import { EMAIL, PASSWORD, TOKEN, type V1Routes } from '../http/v1';
import { str } from '../util';
import { confirmEmail, RESEND_SENT, resendConfirmation } from './email-links';
import { checkAuth, forgotPassword, login, logout, register, resetPassword } from './service';

/** A device token (auth/devices.ts): taken as sent; an invalid one is simply no device. */
const DEVICE = { type: 'string', max: 200, raw: true } as const;

export const authRoutes: V1Routes = {
  'check-auth': {
    method: 'POST',
    schema: { token: TOKEN },
    handler: (ctx, b) => ({ success: true, data: checkAuth(ctx, str(b.token)) }),
  },
  login: {
    method: 'POST',
    schema: {
      email: { type: 'string', required: true, max: 200, label: 'Email address' },
      password: { ...PASSWORD, required: true, label: 'Password' },
      device: DEVICE,
    },
    handler: async (ctx, b, caller) => ({
      success: true,
      ...(await login(ctx, { email: str(b.email), password: str(b.password), device: str(b.device) }, caller.address)),
    }),
  },
  register: {
    method: 'POST',
    schema: {
      first_name: { type: 'string', required: true, max: 100, label: 'First Name' },
      last_name: { type: 'string', required: true, max: 100, label: 'Last Name' },
      email: EMAIL,
      password: { ...PASSWORD, required: true, label: 'Password' },
      date_of_birth: { type: 'string', max: 20, label: 'Date of birth' },
    },
    handler: async (ctx, b, caller) => {
      const input = {
        first_name: str(b.first_name),
        last_name: str(b.last_name),
        email: str(b.email),
        password: str(b.password),
        date_of_birth: str(b.date_of_birth),
      };
      return { success: true, message: await register(ctx, input, caller.address) };
    },
  },
  verify_email: {
    method: 'POST',
    schema: {
      key: { type: 'string', required: true, max: 200, raw: true, label: 'key' },
      email: { type: 'string', required: true, max: 200, label: 'Email address' },
      password: { ...PASSWORD, required: true, label: 'Password' },
      device: DEVICE,
    },
    handler: async (ctx, b, caller) => {
      const input = { key: str(b.key), email: str(b.email), password: str(b.password), device: str(b.device) };
      return { success: true, ...(await confirmEmail(ctx, input, caller.address)) };
    },
  },
  resend_verification: {
    method: 'POST',
    schema: { email: EMAIL },
    handler: (ctx, b, caller) => {
      resendConfirmation(ctx, str(b.email), caller.address);
      return { success: true, message: RESEND_SENT };
    },
  },
  logout: {
    method: 'POST',
    schema: { token: TOKEN },
    handler: (ctx, b) => {
      logout(ctx, str(b.token));
      return { success: true };
    },
  },
  forgot_password: {
    method: 'POST',
    schema: { email: EMAIL },
    handler: (ctx, b, caller) => {
      forgotPassword(ctx, str(b.email), caller.address);
      return {
        success: true,
        message: 'If an account exists for that email address, a password reset link has been sent to it.',
      };
    },
  },
  reset_password: {
    method: 'POST',
    schema: {
      key: { type: 'string', required: true, max: 200, raw: true },
      email: { type: 'string', required: true, max: 200, label: 'Email address' },
      password: { ...PASSWORD, required: true, label: 'Password' },
    },
    handler: async (ctx, b, caller) => {
      const input = { key: str(b.key), email: str(b.email), password: str(b.password) };
      const { device } = await resetPassword(ctx, input, caller.address);
      return { success: true, message: 'Your password has been reset. You can sign in with it now.', device };
    },
  },
};
