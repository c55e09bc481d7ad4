/**
 * A real S3-protocol server on a loopback port (s3rver) for tests of the S3 adapter and of what is
 * built on storage: started once per test file, with one bucket, and S3 storages on it.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { S3Storage } from './s3-storage';

/** The part of s3rver 3.7 these tests use (it ships no types). */
interface S3rverServer {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rverServer;
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

// The SDK's notice that its 2027 releases will need Node 22 says nothing about these tests.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

export const TEST_BUCKET = 'armada-test';

export interface S3rverForTests {
  endpoint: string;
  /** An S3 storage on the server's bucket (or another), under a prefix. */
  storage(prefix: string, bucket?: string): S3Storage;
  close(): Promise<void>;
}

export async function startS3rver(): Promise<S3rverForTests> {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: fs.mkdtempSync(path.join(os.tmpdir(), 'armada-s3rver-')),
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const storages: S3Storage[] = [];
  return {
    endpoint,
    storage(prefix, bucket = TEST_BUCKET) {
      const storage = new S3Storage({
        bucket,
        region: 'us-east-1',
        endpoint,
        forcePathStyle: true,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        prefix,
      });
      storages.push(storage);
      return storage;
    },
    async close() {
      for (const storage of storages) await storage.close();
      await server.close();
    },
  };
}
