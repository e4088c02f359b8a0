// Where releases live: the deploy folder (the default) or an S3-compatible bucket
// (RELEASE_S3_BUCKET; docs/release.md "Object storage"). Both offer the same calls, with keys
// relative to the storefront's root ('registry.json', 'mf-basket/1.0.1/mf-manifest.json'):
// read(key) → text or null, write(key, text), has(key), putFile(key, localFile), list(prefix) →
// keys, remove(key), and create(key, text) → false when the key exists already: the one atomic
// step every change of release state is built on (state.ts). `exclusive(run)` runs `run` where
// create needs it (a bucket without conditional writes: under its lock); `where` names the storage.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, link, mkdir, readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

export interface DeployStorage {
  /** The folder, or `bucket <name> under <prefix>`. */
  where: string;
  read(key: string): Promise<string | null>;
  write(key: string, text: string): Promise<void>;
  /** Written whole, and only if nothing is there yet: false when the key exists. */
  create(key: string, text: string): Promise<boolean>;
  has(key: string): Promise<boolean>;
  /** The keys directly under the folder `prefix` ('.release/state/'). */
  list(prefix: string): Promise<string[]>;
  remove(key: string): Promise<void>;
  exclusive<T>(run: () => Promise<T>): Promise<T>;
  putFile(key: string, file: string): Promise<void>;
}

/** The repository's deploy folder, or DEPLOY_DIR. */
export const deployDir = (env: NodeJS.ProcessEnv = process.env) =>
  env.DEPLOY_DIR ?? join(import.meta.dirname, '..', '..', '..', 'deploy');

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code;

export function folderStorage(dir = deployDir()): DeployStorage {
  const path = (key: string) => join(dir, key);
  /** A temporary file beside `key`: unique per call, so two writers in one process never share one. */
  const scratch = async (key: string, text: string) => {
    await mkdir(dirname(path(key)), { recursive: true });
    const tmp = `${path(key)}.${process.pid}.${randomUUID()}.tmp`;
    await writeFile(tmp, text);
    return tmp;
  };
  return {
    where: dir,
    async read(key) {
      try {
        return await readFile(path(key), 'utf8');
      } catch (error) {
        if (codeOf(error) === 'ENOENT') return null;
        throw error;
      }
    },
    /** Written atomically: write, then rename. */
    async write(key, text) {
      await rename(await scratch(key, text), path(key));
    },
    /**
     * Written whole, and only if nothing is there yet: `link` fails when the name exists, for one
     * of any number of writers at once (processes or servers sharing the folder).
     */
    async create(key, text) {
      const tmp = await scratch(key, text);
      try {
        await link(tmp, path(key));
        return true;
      } catch (error) {
        if (codeOf(error) === 'EEXIST') return false;
        throw error;
      } finally {
        await unlink(tmp).catch(() => undefined);
      }
    },
    has: async (key) => existsSync(path(key)),
    /** The keys directly under the folder `prefix` ('.release/state/'), temporary files left out. */
    async list(prefix) {
      try {
        const names = await readdir(path(prefix));
        return names.filter((name) => !name.endsWith('.tmp')).map((name) => `${prefix}${name}`);
      } catch (error) {
        if (codeOf(error) === 'ENOENT') return [];
        throw error;
      }
    },
    async remove(key) {
      await unlink(path(key)).catch((error: unknown) => {
        if (codeOf(error) !== 'ENOENT') throw error;
      });
    },
    exclusive: (run) => run(),
    /** Builds land in the deploy folder already: a copy only when the file is elsewhere. */
    async putFile(key, file) {
      if (resolve(file) === resolve(path(key))) return;
      await mkdir(dirname(path(key)), { recursive: true });
      await copyFile(file, path(key));
    },
  };
}

/** Whether the environment names a bucket (RELEASE_S3_BUCKET) rather than the deploy folder. */
export const bucketNamed = (env: NodeJS.ProcessEnv = process.env) => Boolean(env.RELEASE_S3_BUCKET?.trim());

/**
 * The bucket named by RELEASE_S3_BUCKET (RELEASE_S3_ENDPOINT for a store other than AWS, e.g.
 * MinIO or R2; RELEASE_S3_PREFIX for a folder in it; credentials and region from the usual AWS_*
 * variables), else the deploy folder (`dir`, default DEPLOY_DIR).
 */
export async function storageFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  dir = deployDir(env),
): Promise<DeployStorage> {
  const bucket = env.RELEASE_S3_BUCKET?.trim();
  if (!bucket) return folderStorage(dir);
  // The S3 client is loaded only for a bucket: the storefront server and a local release need none.
  const { bucketStorage, s3Client } = await import('./bucket');
  const client = s3Client({
    endpoint: env.RELEASE_S3_ENDPOINT?.trim() || undefined,
    region: env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1',
  });
  const conditional = env.RELEASE_S3_CONDITIONAL_WRITES?.trim();
  return bucketStorage({
    client,
    bucket,
    prefix: env.RELEASE_S3_PREFIX ?? '',
    conditionalWrites: conditional === 'on' ? true : conditional === 'off' ? false : undefined,
  });
}
