// /api/v1 sign-in calls: check-auth, login, register, logout, forgot_password, reset_password.
import { EMAIL, PASSWORD, TOKEN, type V1Routes } from '../http/v1';
import { str } from '../util';
import { checkAuth, forgotPassword, login, logout, register, resetPassword } from './service';

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
    },
    handler: async (ctx, b, caller) => ({
      success: true,
      data: await login(ctx, { email: str(b.email), password: str(b.password) }, caller.address),
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
      return { success: true, data: await register(ctx, input, caller.address) };
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
      await resetPassword(ctx, { key: str(b.key), email: str(b.email), password: str(b.password) }, caller.address);
      return { success: true, message: 'Your password has been reset. You can sign in with it now.' };
    },
  },
};
