// The release storage in an S3-compatible bucket (storage.mjs has the folder one and the choice).
// A bucket object is replaced whole by one PUT, so a reader sees the old registry or the new one,
// never half of one. Each object carries the media type and caching a CDN in front should use.
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { cacheControl, TYPES } from '../server/static-files.mjs';

/** Credentials from the usual AWS_* variables (the SDK's own lookup). */
export const s3Client = ({ endpoint, region }) =>
  // Most S3-compatible stores (MinIO, R2, a local test server) want path-style addresses.
  new S3Client({ region, endpoint, forcePathStyle: Boolean(endpoint) });

const notFound = (error) =>
  error?.name === 'NoSuchKey' || error?.name === 'NotFound' || error?.$metadata?.httpStatusCode === 404;

export function bucketStorage({ client, bucket, prefix = '' }) {
  const Key = (key) => `${prefix}${key}`;
  const put = (key, Body) =>
    client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: Key(key),
        Body,
        ContentType: TYPES[extname(key)] ?? 'application/octet-stream',
        // The storefront server's caching rules, for the CDN in front of the bucket.
        CacheControl: cacheControl(`/${key}`),
      }),
    );
  return {
    where: `bucket ${bucket}${prefix ? ` under ${prefix}` : ''}`,
    async read(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: Key(key) }));
        return await answer.Body.transformToString('utf8');
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    write: async (key, text) => void (await put(key, text)),
    async has(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: Key(key) }));
        return true;
      } catch (error) {
        if (notFound(error)) return false;
        throw error;
      }
    },
    putFile: async (key, file) => void (await put(key, await readFile(file))),
  };
}
