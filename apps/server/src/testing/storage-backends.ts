import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { startS3Server } from './s3-server';

export type Backend = 'disk' | 's3';

/** Every store the app can run on: the storage suite runs the same tests on each. */
export const backends: Backend[] = ['disk', 's3'];

export interface TestStorage {
  /** The variables that choose this store (none for the disk, the default). */
  env: Record<string, string>;
  /** Every key stored under the prefix ('attachments/', 'user/'), sorted, for the app on `dataDir`. */
  keys(dataDir: string, prefix: string): Promise<string[]>;
  close(): Promise<void>;
}

/** The disk needs nothing started; S3 gets a local S3-compatible server of its own. */
export async function startTestStorage(backend: Backend): Promise<TestStorage> {
  if (backend === 's3') {
    const s3 = await startS3Server();
    return { env: s3.env, keys: (_dataDir, prefix) => s3.keys(prefix), close: () => s3.close() };
  }
  return {
    env: {},
    async keys(dataDir, prefix) {
      const folder = path.join(dataDir, 'uploads', prefix);
      if (!existsSync(folder)) return [];
      return (await readdir(folder)).map((name) => `${prefix}${name}`).sort();
    },
    close: () => Promise.resolve(),
  };
}
