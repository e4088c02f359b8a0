import { request } from 'node:http';

// The browser negotiates brotli; the figures are gzip, so each script's gzip size is
// asked of the same server (it gzips at level 9 and says the length). Assets are immutable:
// one question per URL.
const sizes = new Map<string, Promise<number>>();

function ask(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } }, (res) => {
      res.resume();
      const length = Number(res.headers['content-length']);
      if (res.statusCode !== 200 || !Number.isFinite(length)) reject(new Error(`${url} responded ${res.statusCode}`));
      else resolve(length);
    });
    req.on('error', reject);
    req.end();
  });
}

export function gzipSize(url: string): Promise<number> {
  let size = sizes.get(url);
  if (!size) {
    size = ask(url);
    sizes.set(url, size);
  }
  return size;
}
