// Which buckets a password typed at sign-in counts on (README "Failed sign-ins"): a browser with the
// account's device token counts on its own; any other on the email and address pair, the email
// (from anywhere) and the address (whatever the email).
import { type Bucket, DELAY_RULES, type DelayRule } from '../ratelimit';

/** The key limits count an email address under (case and spaces do not make a new one). */
export const emailKey = (email: string): string => email.trim().toLowerCase();

export function signInBuckets(email: string, address: string, device: string | null): Bucket<DelayRule>[] {
  if (device)
    return [
      {
        key: `login:device:${device}`,
        rule: DELAY_RULES.loginDevice,
        message: (wait) =>
          `Too many failed sign-in attempts. Please wait ${wait} before trying again, or reset your password.`,
      },
    ];
  return [
    {
      key: `login:pair:${email}|${address}`,
      rule: DELAY_RULES.loginPair,
      message: (wait) =>
        `Too many failed sign-in attempts. Please wait ${wait} before trying again, or reset your password.`,
    },
    {
      key: `login:email:${email}`,
      rule: DELAY_RULES.loginEmail,
      message: (wait) =>
        `Too many failed sign-in attempts for this account. Please wait ${wait} before trying again, or reset your password.`,
    },
    {
      key: `login:address:${address}`,
      rule: DELAY_RULES.loginAddress,
      message: (wait) => `Too many failed sign-in attempts from your network. Please wait ${wait} before trying again.`,
    },
  ];
}
