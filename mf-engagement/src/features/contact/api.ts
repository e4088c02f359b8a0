import { callProviderOrThrow } from '@shop/provider-client';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** Sends the form; answers the provider's thank-you text. */
export async function sendContact(body: ContactMessage): Promise<string> {
  const answer = await callProviderOrThrow('contact', body);
  if (!answer.success) throw new Error(answer.error);
  return answer.message;
}
