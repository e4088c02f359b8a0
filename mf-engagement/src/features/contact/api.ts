import { callProviderOrThrow } from '@shop/provider-client';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** Sends the form; returns the provider's thank-you text. */
export async function sendContact(body: ContactMessage): Promise<string> {
  const response = await callProviderOrThrow('contact', body);
  if (!response.success) throw new Error(response.error);
  return response.message;
}
