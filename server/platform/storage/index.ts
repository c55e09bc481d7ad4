/**
 * Opens the storage the configuration names: the local folder unless an S3 bucket is set. Modules
 * take a `Storage` and never know which one they got.
 */
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';
import type { Storage } from './storage';

export { LocalStorage } from './local-storage';
export { S3Storage, type S3StorageOptions } from './s3-storage';
export { assertStorageKey, contentKey, MAX_STORAGE_KEY_LENGTH, type Storage } from './storage';

export type StorageSettings =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint?: string;
      forcePathStyle: boolean;
      accessKeyId?: string;
      secretAccessKey?: string;
      prefix: string;
    };

export function openStorage(settings: StorageSettings): Storage {
  if (settings.kind === 'local') return new LocalStorage(settings.dir);
  const { kind: _kind, ...options } = settings;
  return new S3Storage(options);
}
