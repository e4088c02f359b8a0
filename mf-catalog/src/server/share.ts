import { parseResponse } from '@shop/provider-client/response-check';
import type { ServerContext } from '@shop/shared/server-build';
import { competitionShareSvg } from './share-image';

/** The SVG of a share image `head` named (`competition-<id>`), or null when there is no such competition. */
export async function shareImage(name: string, context: ServerContext): Promise<string | null> {
  const id = /^competition-(\d{1,9})$/.exec(name)?.[1];
  if (!id) return null;
  const c = parseResponse('getcompetition', await context.read('getcompetition', { id: Number(id) }))?.data;
  return c ? competitionShareSvg(c, new URL(c.image, context.apiUrl).href, context.now) : null;
}
