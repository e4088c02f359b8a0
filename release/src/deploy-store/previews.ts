// Preview records (docs/release.md "Preview links"): `pnpm release preview` writes one per version
// under `.release/previews/<remote>/<version>.json` (hidden: never served); the storefront servers
// read it to serve the preview, and `status` lists those whose link still works. Deleting one
// withdraws its preview.
import type { FirstCode } from '../types';
import type { DeployStorage } from './storage';

export interface PreviewRecord {
  container: string;
  folder: string;
  version: string;
  firstCode: FirstCode;
  at: string;
  by: string;
  expires: string;
  reason?: string;
}

const folderKey = (folder: string) => `.release/previews/${folder}/`;
export const previewKey = (folder: string, version: string) => `${folderKey(folder)}${version}.json`;

export async function writePreview(storage: DeployStorage, record: PreviewRecord): Promise<void> {
  await storage.write(previewKey(record.folder, record.version), `${JSON.stringify(record, null, 2)}\n`);
}

/** A record, or null when it is not there or cannot be read (nothing is served from it then). */
async function readRecord(storage: DeployStorage, key: string): Promise<PreviewRecord | null> {
  try {
    const text = await storage.read(key);
    return text === null ? null : (JSON.parse(text) as PreviewRecord);
  } catch {
    return null;
  }
}

export const readPreview = (storage: DeployStorage, folder: string, version: string) =>
  readRecord(storage, previewKey(folder, version));

/** Every readable preview record of a remote. */
export async function listPreviews(storage: DeployStorage, folder: string): Promise<PreviewRecord[]> {
  const records: PreviewRecord[] = [];
  for (const key of await storage.list(folderKey(folder))) {
    const record = await readRecord(storage, key);
    if (record) records.push(record);
  }
  return records;
}
