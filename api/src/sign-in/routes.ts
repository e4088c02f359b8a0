// /api/v1 sign-in calls: check-auth, login, register, verify_email, resend_verification, logout,
// forgot_password, reset_password.
import {
  EmailRequest,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  TokenRequest,
  VerifyEmailRequest,
} from '@shop/shared/requests';
import { call, type V1Calls } from '../http/calls';
import { confirmEmail, RESEND_SENT, resendConfirmation } from './email-confirmation';
import { checkAuth, forgotPassword, login, logout, register, resetPassword } from './service';

export const authRoutes: V1Calls = {
  'check-auth': call(TokenRequest, (ctx, b) => ({ success: true, data: checkAuth(ctx, b.token) })),
  login: call(LoginRequest, async (ctx, b, caller) => ({ success: true, ...(await login(ctx, b, caller.address)) })),
  register: call(RegisterRequest, async (ctx, b, caller) => ({
    success: true,
    message: await register(ctx, b, caller.address),
  })),
  verify_email: call(VerifyEmailRequest, async (ctx, b, caller) => ({
    success: true,
    ...(await confirmEmail(ctx, b, caller.address)),
  })),
  resend_verification: call(EmailRequest, (ctx, b, caller) => {
    resendConfirmation(ctx, b.email, caller.address);
    return { success: true, message: RESEND_SENT };
  }),
  logout: call(TokenRequest, (ctx, b) => {
    logout(ctx, b.token);
    return { success: true };
  }),
  forgot_password: call(EmailRequest, (ctx, b, caller) => {
    forgotPassword(ctx, b.email, caller.address);
    return {
      success: true,
      message: 'If an account exists for that email address, a password reset link has been sent to it.',
    };
  }),
  reset_password: call(ResetPasswordRequest, async (ctx, b, caller) => {
    const { device } = await resetPassword(ctx, b, caller.address);
    return { success: true, message: 'Your password has been reset. You can sign in with it now.', device };
  }),
};
