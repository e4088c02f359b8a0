// The release storage in an S3-compatible bucket (storage.ts has the folder one and the choice).
// A bucket object is replaced whole by one PUT, so a reader sees the old registry or the new one,
// never half of one. Each object carries the media type and caching a CDN in front should use.
//
// `create` (put a key only if it is absent) is what every change of release state rests on
// (state.ts). A bucket with conditional writes (S3 since 2024, R2, MinIO, GCS) does it in one
// request, `If-None-Match: *`, refused with 412 when the key exists. A store that ignores the header
// (s3rver, the local test server) is found out by a probe, and then changes run one at a time
// under a lock object (bucket-lock.ts).
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type PutObjectCommandInput,
  S3Client,
} from '@aws-sdk/client-s3';
import { type LockTimings, withBucketLock } from './bucket-lock';
import { cacheControl, mediaTypeOf } from './serving';
import type { DeployStorage } from './storage';

/** Credentials from the usual AWS_* variables (the SDK's own lookup). */
export const s3Client = ({ endpoint, region }: { endpoint?: string | undefined; region: string }) =>
  // Most S3-compatible stores (MinIO, R2, a local test server) want path-style addresses.
  new S3Client({ region, endpoint, forcePathStyle: Boolean(endpoint) });

interface SdkError {
  name?: string;
  $metadata?: { httpStatusCode?: number };
}
const statusOf = (error: unknown) => (error as SdkError | null)?.$metadata?.httpStatusCode;
const nameOf = (error: unknown) => (error as SdkError | null)?.name;
const notFound = (error: unknown) =>
  nameOf(error) === 'NoSuchKey' || nameOf(error) === 'NotFound' || statusOf(error) === 404;
/** The store refused a conditional write: the key exists (412), or another write to it is under way (409). */
const conditionFailed = (error: unknown) =>
  nameOf(error) === 'PreconditionFailed' || statusOf(error) === 412 || statusOf(error) === 409;

export interface BucketStorage extends DeployStorage {
  /** Whether the store honours If-None-Match on a PUT (probed once). */
  supportsConditionalWrites(): Promise<boolean>;
}

/**
 * `conditionalWrites`: true or false when known (RELEASE_S3_CONDITIONAL_WRITES), else found out by
 * a probe on first use. `lock`: the lock's timings (bucket-lock.ts), for tests.
 */
export function bucketStorage({
  client,
  bucket,
  prefix = '',
  conditionalWrites,
  lock = {},
}: {
  client: S3Client;
  bucket: string;
  prefix?: string;
  conditionalWrites?: boolean | undefined;
  lock?: Partial<LockTimings>;
}): BucketStorage {
  const Key = (key: string) => `${prefix}${key}`;
  const put = (key: string, Body: PutObjectCommandInput['Body'], extra: Partial<PutObjectCommandInput> = {}) =>
    client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: Key(key),
        Body,
        ContentType: mediaTypeOf(extname(key)) ?? 'application/octet-stream',
        // The storefront server's caching rules, for the CDN in front of the bucket.
        CacheControl: cacheControl(`/${key}`),
        ...extra,
      }),
    );
  const storage: BucketStorage = {
    where: `bucket ${bucket}${prefix ? ` under ${prefix}` : ''}`,
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: Key(key) }));
        return (await object.Body?.transformToString('utf8')) ?? '';
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
    async list(folder) {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: Key(folder), Delimiter: '/', ContinuationToken }),
        );
        for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key.slice(prefix.length));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys;
    },
    remove: async (key) => void (await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: Key(key) }))),
    putFile: async (key, file) => void (await put(key, await readFile(file))),
    async create(key, text) {
      if (await supportsConditionalWrites()) {
        try {
          await put(key, text, { IfNoneMatch: '*' });
          return true;
        } catch (error) {
          if (conditionFailed(error)) return false;
          throw error;
        }
      }
      // Under the lock (exclusive): nobody else creates between this check and the put.
      if (await storage.has(key)) return false;
      await put(key, text);
      return true;
    },
    async exclusive(run) {
      if (await supportsConditionalWrites()) return run();
      return withBucketLock(storage, run, lock);
    },
    supportsConditionalWrites: () => supportsConditionalWrites(),
  };

  let probed: Promise<boolean> | null = conditionalWrites === undefined ? null : Promise.resolve(conditionalWrites);
  /** Whether the store honours If-None-Match on a PUT: a second create of one key must fail. */
  function supportsConditionalWrites(): Promise<boolean> {
    probed ??= (async () => {
      const key = `.release/probe/${randomUUID()}`;
      try {
        await put(key, 'probe', { IfNoneMatch: '*' });
        try {
          await put(key, 'probe', { IfNoneMatch: '*' });
          return false;
        } catch (error) {
          if (conditionFailed(error)) return true;
          throw error;
        }
      } finally {
        await storage.remove(key).catch(() => undefined);
      }
    })();
    return probed;
  }
  return storage;
}
