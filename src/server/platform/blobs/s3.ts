import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../config';
import { assertValidKey, BlobStoreUnavailableError, type BlobObject, type BlobStore } from './blob-store';

type Sdk = typeof import('@aws-sdk/client-s3');
/**
 * The AWS SDK loads when a bucket is first used, not with the app: importing it costs ~240 ms,
 * which every `npm start` paid even with photos on disk.
 */
let sdk: Promise<Sdk> | null = null;
const loadSdk = () => (sdk ??= import('@aws-sdk/client-s3'));

/**
 * Blobs in an S3-compatible bucket (AWS, MinIO, R2, Garage, …). The bucket stays private: the app
 * reads each photo itself and serves it to members of its space only; no public or presigned URL
 * ever leaves the server. The secret key lives in the client's credentials and is never logged.
 */
export class S3BlobStore implements BlobStore {
  private connection: Promise<{ sdk: Sdk; client: S3Client }> | null = null;
  readonly bucket: string;

  constructor(private readonly config: S3Config) {
    this.bucket = config.bucket;
    // The SDK warns on every start under Node 20 that releases after January 2027 need Node 22.
    // The version is pinned in package.json (3.1173.0 runs on Node 20), so the warning tells the
    // person running the app nothing they can act on.
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  }

  private connect() {
    return (this.connection ??= loadSdk().then((loaded) => ({ sdk: loaded, client: this.newClient(loaded) })));
  }

  private newClient({ S3Client }: Sdk) {
    const config = this.config;
    return new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      ...(config.credentials ? { credentials: config.credentials } : {}),
      // Checksums only where S3 demands them: the SDK's default (CRC32 trailers in aws-chunked
      // bodies) is not understood by several S3-compatible servers, which then store the framing
      // with the bytes. Plain PUTs with Content-Length work everywhere.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertValidKey(key);
    const { sdk, client } = await this.connect();
    await client
      .send(new sdk.PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType, ContentLength: body.length }))
      .catch(unavailable);
  }

  async putFile(key: string, file: string, contentType: string): Promise<void> {
    assertValidKey(key);
    const { sdk, client } = await this.connect();
    const { size } = await fsp.stat(file);
    await client
      .send(new sdk.PutObjectCommand({ Bucket: this.bucket, Key: key, Body: fs.createReadStream(file), ContentType: contentType, ContentLength: size }))
      .catch(unavailable);
  }

  async get(key: string): Promise<BlobObject | null> {
    assertValidKey(key);
    const { sdk, client } = await this.connect();
    try {
      const out = await client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!out.Body) return null;
      return { body: out.Body as Readable, size: Number(out.ContentLength ?? 0) };
    } catch (err) {
      if (isMissing(sdk, err)) return null;
      return unavailable(err);
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    // S3 answers 204 for a key that is not there, which is what the interface asks.
    const { sdk, client } = await this.connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key })).catch(unavailable);
  }

  async *list(prefix = ''): AsyncIterable<string> {
    const { sdk, client } = await this.connect();
    let token: string | undefined;
    do {
      const page = await client
        .send(new sdk.ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix || undefined, ContinuationToken: token }))
        .catch(unavailable);
      for (const item of page.Contents ?? []) if (item.Key) yield item.Key;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** Fails with a clear message when the bucket cannot be reached (checked once at start). */
  async check(): Promise<void> {
    const { sdk, client } = await this.connect();
    try {
      await client.send(new sdk.HeadBucketCommand({ Bucket: this.bucket }));
    } catch (err) {
      const why = err instanceof sdk.S3ServiceException ? `${err.name} (HTTP ${err.$metadata.httpStatusCode ?? '?'})` : String((err as Error).message ?? err);
      throw new Error(`S3 bucket "${this.bucket}" is not reachable: ${why}. Check S3_ENDPOINT, S3_REGION, the keys and the bucket.`);
    }
  }

  close(): void {
    void this.connection?.then(({ client }) => client.destroy());
  }
}

/**
 * Every failure but a missing key means the bucket cannot serve us now (a 5xx such as
 * InternalError or SlowDown after the SDK's own retries, a refused connection, keys it no longer
 * accepts): one error the app answers with a Turkish 503.
 */
function unavailable(err: unknown): never {
  throw new BlobStoreUnavailableError(err);
}

function isMissing(sdk: Sdk, err: unknown): boolean {
  if (!(err instanceof sdk.S3ServiceException)) return false;
  return err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404;
}
