import { callProviderOrThrow, type HowItWorksStep, useCachedRead } from '@shop/shared';

async function fetchHowItWorks(): Promise<{ title: string; steps: HowItWorksStep[] }> {
  const answer = await callProviderOrThrow('gethowitworkssettings');
  if (!answer.success) throw new Error(answer.error);
  return { title: answer.data?.title || 'How it works', steps: answer.data?.steps ?? [] };
}

/** The "how it works" settings (home wrapper and details), one request for both. */
export function useHowItWorks() {
  return useCachedRead('catalog:how-it-works', fetchHowItWorks);
}
