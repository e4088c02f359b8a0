// Where the release tool publishes: the deploy folder (the default) or an S3-compatible bucket
// (RELEASE_S3_BUCKET; docs/release.md "Object storage"). Both answer the same calls, with keys
// relative to the storefront's root ('registry.json', 'mf-basket/1.0.1/mf-manifest.json'):
// read(key) → text or null, write(key, text), has(key), putFile(key, localFile); `where` names it.
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { deployDir } from '../lib.mjs';

export function folderStorage(dir = deployDir()) {
  const path = (key) => join(dir, key);
  return {
    where: dir,
    async read(key) {
      try {
        return await readFile(path(key), 'utf8');
      } catch (error) {
        if (error.code === 'ENOENT') return null;
        throw error;
      }
    },
    /** Written atomically: write, then rename. */
    async write(key, text) {
      const tmp = `${path(key)}.${process.pid}.tmp`;
      await writeFile(tmp, text);
      await rename(tmp, path(key));
    },
    has: async (key) => existsSync(path(key)),
    /** Builds land in the deploy folder already: a copy only when the file is elsewhere. */
    async putFile(key, file) {
      if (resolve(file) === resolve(path(key))) return;
      await mkdir(dirname(path(key)), { recursive: true });
      await copyFile(file, path(key));
    },
  };
}

/**
 * The bucket named by RELEASE_S3_BUCKET (RELEASE_S3_ENDPOINT for a store other than AWS, e.g.
 * MinIO or R2; RELEASE_S3_PREFIX for a folder in it; credentials and region from the usual AWS_*
 * variables), else the deploy folder.
 */
export async function storageFromEnv(env = process.env) {
  const bucket = env.RELEASE_S3_BUCKET?.trim();
  if (!bucket) return folderStorage(deployDir());
  // The S3 client is loaded only for a bucket: the storefront server and a local release need none.
  const { bucketStorage, s3Client } = await import('./storage-bucket.mjs');
  const client = s3Client({
    endpoint: env.RELEASE_S3_ENDPOINT?.trim() || undefined,
    region: env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1',
  });
  return bucketStorage({ client, bucket, prefix: env.RELEASE_S3_PREFIX ?? '' });
}
