// Share images (docs/design-choices.md "Search and share"): the build that owns a page draws its
// card in SVG (1200 × 630) and names it in the page's head with a hash of that SVG; here it is
// turned into a JPEG (sharp: libvips and librsvg) at that address. The address changes with the
// picture, so the image is cached for ever. Pictures inside it are read from the provider only
// (a made-up address cannot make the server fetch anything else) and inlined first: librsvg
// fetches nothing itself.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';

/** `/share/<container>/<name>.<hash>.jpg` */
export const SHARE_PATH = /^\/share\/([a-z_]{1,40})\/([a-z0-9-]{1,60})\.([0-9a-f]{16})\.jpg$/;
/** At most this many images are kept ready (≈ 20–60 KB each). */
const KEPT = 200;
const PICTURE_BYTES = 5 * 1024 * 1024;
const IMAGE_HREF = /href="(https?:\/\/[^"]+)"/g;

/** The same hash as @shop/react-kit/server `shareHash`. */
export const shareHash = (svg: string) => createHash('sha256').update(svg).digest('hex').slice(0, 16);

export function createShareImages({ apiUrl, log = console }: { apiUrl: string; log?: Pick<Console, 'error'> }) {
  const provider = new URL(apiUrl).origin;
  const images = new LRUCache<string, Promise<Buffer>>({ max: KEPT });

  async function inlined(svg: string): Promise<string> {
    const hrefs = [...new Set([...svg.matchAll(IMAGE_HREF)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&')))];
    let out = svg;
    for (const href of hrefs) {
      let data = '';
      if (new URL(href).origin === provider) {
        try {
          const response = await fetch(href, { signal: AbortSignal.timeout(3000) });
          const type = (response.headers.get('content-type') ?? '').split(';')[0] ?? '';
          const bytes = Buffer.from(await response.arrayBuffer());
          if (response.ok && /^image\/(svg\+xml|png|jpeg|webp|gif)$/.test(type) && bytes.length <= PICTURE_BYTES) {
            data = `data:${type};base64,${bytes.toString('base64')}`;
          }
        } catch (error) {
          log.error(`[share] ${href}: ${(error as Error).message}`);
        }
      }
      out = out.split(`href="${href.replace(/&/g, '&amp;')}"`).join(`href="${data}"`);
    }
    return out;
  }

  /** The JPEG of an SVG, made once per hash. */
  function jpeg(svg: string): Promise<Buffer> {
    const hash = shareHash(svg);
    let image = images.get(hash);
    if (!image) {
      image = inlined(svg).then((full) =>
        sharp(Buffer.from(full)).flatten({ background: '#12123a' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
      );
      image.catch(() => images.delete(hash));
      images.set(hash, image);
    }
    return image;
  }

  return { jpeg };
}
