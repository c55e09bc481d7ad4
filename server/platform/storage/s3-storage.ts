/**
 * Storage in an S3-compatible bucket (AWS S3, MinIO, Ceph, Cloudflare R2…), for servers whose files
 * must outlive the machine or be shared by several processes.
 *
 * The SDK is loaded on the first call, so a server on the local folder never pays for it (about
 * 100 ms at start-up) nor sees its Node version notice. Checksums are computed and validated only
 * when an operation requires them: the SDK's default (CRC32 trailers in aws-chunked bodies) is
 * refused by many stores that are not AWS.
 *
 * A missing object reads as undefined (GetObject's NoSuchKey) and `has` answers false on a 404 of
 * HeadObject; a HEAD answer has no body, so a missing bucket reads as a missing object there, while
 * get and put name it.
 */
import type * as S3 from '@aws-sdk/client-s3';
import { assertStorageKey, type Storage } from './storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** For stores that are not AWS, e.g. http://127.0.0.1:9000 for MinIO. */
  endpoint?: string | undefined;
  /** Bucket in the path (http://host/bucket/key) rather than in the host name; most non-AWS stores need it. */
  forcePathStyle: boolean;
  /** Both or neither; without them the SDK's default chain (environment, profile, instance role). */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** Objects go under '<prefix>/<key>'; '' for the bucket's root. */
  prefix: string;
}

interface Connection {
  sdk: typeof S3;
  client: S3.S3Client;
}

/** The SDK's error name, or the HTTP status it carries. */
function errorName(err: unknown): string | undefined {
  return err instanceof Error ? err.name : undefined;
}
function httpStatus(err: unknown): number | undefined {
  return (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

export class S3Storage implements Storage {
  private readonly prefix: string;
  private connection: Promise<Connection> | undefined;

  constructor(private readonly options: S3StorageOptions) {
    if (options.bucket === '') throw new Error('An S3 storage needs a bucket name.');
    if ((options.accessKeyId === undefined) !== (options.secretAccessKey === undefined)) {
      throw new Error('An S3 access key id and its secret access key must be given together.');
    }
    this.prefix = options.prefix.replace(/^\/+|\/+$/g, '');
    if (this.prefix !== '') assertStorageKey(this.prefix);
  }

  private connect(): Promise<Connection> {
    this.connection ??= import('@aws-sdk/client-s3').then((sdk) => {
      const { region, endpoint, forcePathStyle, accessKeyId, secretAccessKey } = this.options;
      const client = new sdk.S3Client({
        region,
        ...(endpoint ? { endpoint } : {}),
        forcePathStyle,
        ...(accessKeyId !== undefined && secretAccessKey !== undefined
          ? { credentials: { accessKeyId, secretAccessKey } }
          : {}),
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
      return { sdk, client };
    });
    return this.connection;
  }

  /** The object key of a storage key: checked, under the prefix. */
  objectKey(key: string): string {
    assertStorageKey(key);
    return this.prefix === '' ? key : `${this.prefix}/${key}`;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const Key = this.objectKey(key);
    const { sdk, client } = await this.connect();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.options.bucket,
        Key,
        Body: body,
        ContentType: contentType,
        ContentLength: body.length,
      }),
    );
  }

  async get(key: string): Promise<Buffer | undefined> {
    const Key = this.objectKey(key);
    const { sdk, client } = await this.connect();
    try {
      const answer = await client.send(new sdk.GetObjectCommand({ Bucket: this.options.bucket, Key }));
      if (answer.Body === undefined) return Buffer.alloc(0);
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (err) {
      if (errorName(err) === 'NoSuchKey') return undefined;
      throw err;
    }
  }

  async has(key: string): Promise<boolean> {
    const Key = this.objectKey(key);
    const { sdk, client } = await this.connect();
    try {
      await client.send(new sdk.HeadObjectCommand({ Bucket: this.options.bucket, Key }));
      return true;
    } catch (err) {
      if (errorName(err) === 'NotFound' || errorName(err) === 'NoSuchKey' || httpStatus(err) === 404) {
        return false;
      }
      throw err;
    }
  }

  /** Deleting a key that holds nothing succeeds, as S3 itself answers. */
  async delete(key: string): Promise<void> {
    const Key = this.objectKey(key);
    const { sdk, client } = await this.connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.options.bucket, Key }));
  }

  describe(): string {
    const where = `s3://${this.options.bucket}${this.prefix === '' ? '' : `/${this.prefix}`}`;
    return this.options.endpoint ? `${where} at ${endpointOrigin(this.options.endpoint)}` : where;
  }

  /** Closes the SDK's sockets (tests, shutdown); a later call connects again. */
  async close(): Promise<void> {
    const connection = this.connection;
    this.connection = undefined;
    if (connection) (await connection).client.destroy();
  }
}

/** The endpoint without any user:password it might carry. */
function endpointOrigin(endpoint: string): string {
  try {
    const url = new URL(endpoint);
    return `${url.protocol}//${url.host}${url.pathname === '/' ? '' : url.pathname}`;
  } catch {
    return '(endpoint)';
  }
}
