// Reads a small request body for the static server's POST endpoints (CSP reports, release
// beacons): a declared or actual size over `maxBytes` is answered 413 `tooLarge` and the rest of
// the upload is dropped, never buffered.

/** Calls `onText(text)` with the whole body as UTF-8 once it is in, unless it was too large. */
export function readSmallBody(req, res, { maxBytes, tooLarge, reply }, onText) {
  if (Number(req.headers['content-length'] ?? 0) > maxBytes) {
    req.resume();
    return reply(res, 413, tooLarge);
  }
  let size = 0;
  const chunks = [];
  req.on('data', (chunk) => {
    size += chunk.length;
    if (size <= maxBytes) chunks.push(chunk);
    else if (!res.headersSent) {
      reply(res, 413, tooLarge);
      req.destroy();
    }
  });
  req.on('end', () => {
    if (size <= maxBytes) onText(Buffer.concat(chunks).toString('utf8'));
  });
}

/** The request's media type, lower case, without parameters. */
export const mediaType = (req) =>
  String(req.headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
