import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('storage configuration', () => {
  it('stores in data/storage under the working folder by default', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local', dir: path.resolve('data/storage') });
    expect(loadConfig({ STORAGE_DIR: 'photos' }).storage).toEqual({
      kind: 'local',
      dir: path.resolve('photos'),
    });
    expect(loadConfig({ STORAGE_DIR: '/srv/armada' }).storage).toEqual({ kind: 'local', dir: '/srv/armada' });
    // An empty bucket name is no bucket.
    expect(loadConfig({ STORAGE_S3_BUCKET: '' }).storage.kind).toBe('local');
  });

  it('switches to S3 when STORAGE_S3_BUCKET is set, with AWS defaults', () => {
    expect(loadConfig({ STORAGE_S3_BUCKET: 'armada-photos', STORAGE_DIR: 'ignored' }).storage).toEqual({
      kind: 's3',
      bucket: 'armada-photos',
      region: 'us-east-1',
      forcePathStyle: false,
      prefix: '',
    });
  });

  it('reads an S3-compatible store with its endpoint, credentials and prefix', () => {
    const minio = {
      STORAGE_S3_BUCKET: 'armada',
      STORAGE_S3_ENDPOINT: 'http://127.0.0.1:9000',
      STORAGE_S3_REGION: 'ap-southeast-3',
      STORAGE_S3_ACCESS_KEY_ID: 'minio',
      STORAGE_S3_SECRET_ACCESS_KEY: 'minio-secret',
      STORAGE_S3_PREFIX: 'prod',
    };
    expect(loadConfig(minio).storage).toEqual({
      kind: 's3',
      bucket: 'armada',
      region: 'ap-southeast-3',
      endpoint: 'http://127.0.0.1:9000',
      // Path style by default with an endpoint: most stores that are not AWS need it.
      forcePathStyle: true,
      accessKeyId: 'minio',
      secretAccessKey: 'minio-secret',
      prefix: 'prod',
    });
    expect(loadConfig({ ...minio, STORAGE_S3_FORCE_PATH_STYLE: 'false' }).storage).toMatchObject({
      forcePathStyle: false,
    });
    expect(loadConfig({ STORAGE_S3_BUCKET: 'b', STORAGE_S3_FORCE_PATH_STYLE: '1' }).storage).toMatchObject({
      forcePathStyle: true,
    });
  });

  it('refuses half a pair of S3 credentials', () => {
    expect(() => loadConfig({ STORAGE_S3_BUCKET: 'b', STORAGE_S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /STORAGE_S3_SECRET_ACCESS_KEY/,
    );
  });
});
