// Reads a small request body for the storefront server's POST endpoints (CSP reports, release
// beacons, the release console's forms): a declared or actual size over `maxBytes` is refused with 413
// `tooLarge` and the rest of the upload is dropped, never buffered.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** How the storefront server responds on its node-style endpoints: plain text, never cached. */
export type Respond = (res: ServerResponse, status: number, text: string) => void;

/** Calls `onText(text)` with the whole body as UTF-8 once it is in, unless it was too large. */
export function readSmallBody(
  req: IncomingMessage,
  res: ServerResponse,
  { maxBytes, tooLarge, respond }: { maxBytes: number; tooLarge: string; respond: Respond },
  onText: (text: string) => void,
): void {
  if (Number(req.headers['content-length'] ?? 0) > maxBytes) {
    req.resume();
    respond(res, 413, tooLarge);
    return;
  }
  let size = 0;
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= maxBytes) chunks.push(chunk);
    else if (!res.headersSent) {
      respond(res, 413, tooLarge);
      req.destroy();
    }
  });
  req.on('end', () => {
    if (size <= maxBytes) onText(Buffer.concat(chunks).toString('utf8'));
  });
}

/** The request's media type, lower case, without parameters. */
export const mediaType = (req: IncomingMessage): string =>
  (String(req.headers['content-type'] ?? '').split(';')[0] ?? '').trim().toLowerCase();
