// Where a winner's proof of identity is kept (api/README.md "Draws"): a private folder by default,
// an S3-compatible bucket when CLAIMS_S3_BUCKET is set. Never served: nothing routes to either.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

export interface ClaimDocumentStore {
  /** Keeps the file; returns where (a path or a bucket key), for the shop's staff. */
  put(winId: number, file: { bytes: Buffer; extension: string; type: string }): Promise<string>;
}

export function folderStore(dir: string): ClaimDocumentStore {
  return {
    async put(winId, file) {
      const folder = join(dir, String(winId));
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const path = join(folder, `${randomBytes(12).toString('hex')}.${file.extension}`);
      await writeFile(path, file.bytes, { mode: 0o600 });
      return path;
    },
  };
}

export function bucketStore(opts: { bucket: string; endpoint?: string; prefix?: string; region?: string }) {
  const client = new S3Client({
    region: opts.region ?? 'eu-west-2',
    endpoint: opts.endpoint,
    forcePathStyle: Boolean(opts.endpoint),
  });
  return {
    async put(winId, file) {
      const key = `${opts.prefix ?? 'claims/'}${winId}/${randomBytes(12).toString('hex')}.${file.extension}`;
      // Private by default (no ACL given); the bucket policy must not make it public.
      await client.send(
        new PutObjectCommand({ Bucket: opts.bucket, Key: key, Body: file.bytes, ContentType: file.type }),
      );
      return `s3://${opts.bucket}/${key}`;
    },
  } satisfies ClaimDocumentStore;
}

/** The store configured by the environment (CLAIMS_S3_BUCKET, CLAIMS_S3_ENDPOINT, CLAIMS_S3_PREFIX, CLAIMS_DIR). */
export function claimDocumentStore(env: NodeJS.ProcessEnv, dataDir: string): ClaimDocumentStore {
  if (env.CLAIMS_S3_BUCKET)
    return bucketStore({
      bucket: env.CLAIMS_S3_BUCKET,
      endpoint: env.CLAIMS_S3_ENDPOINT,
      prefix: env.CLAIMS_S3_PREFIX,
      region: env.AWS_REGION,
    });
  return folderStore(env.CLAIMS_DIR ?? join(dataDir, 'claims'));
}
