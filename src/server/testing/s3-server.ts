import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import S3rver from 's3rver';
import type { S3Config } from '../config';

/**
 * A local S3 server (s3rver) for tests: a free port on 127.0.0.1, files in a temporary folder.
 * Its list continuation tokens use DES, which Node's OpenSSL 3 has only with
 * `--openssl-legacy-provider`: a listing past 1,000 keys fails here without it (bench/lib/s3-process.ts
 * starts it so); the tests stay well under that.
 */
export interface LocalS3 {
  bucket: string;
  endpoint: string;
  /** The settings the app reads, pointing at this server. */
  env: Record<string, string>;
  config: S3Config;
  /** The folder s3rver keeps its objects in (to prove where bytes went). */
  directory: string;
  close(): Promise<void>;
}

interface S3rverAccount {
  DUMMY_ACCOUNT: { createKeyPair(id: string, secret: string): void };
}

/** A fresh key pair on s3rver's one account, so signatures are checked against a secret of ours. */
function newKeyPair() {
  const account = createRequire(import.meta.url)('s3rver/lib/models/account') as S3rverAccount;
  const accessKeyId = `DEFTERTEST${randomBytes(5).toString('hex').toUpperCase()}`;
  const secretAccessKey = `gizli-${randomBytes(16).toString('hex')}`;
  account.DUMMY_ACCOUNT.createKeyPair(accessKeyId, secretAccessKey);
  return { accessKeyId, secretAccessKey };
}

export async function startLocalS3(bucket = 'defterimiz-test'): Promise<LocalS3> {
  const keys = newKeyPair();
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'defterimiz-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    bucket,
    endpoint,
    directory,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: keys.accessKeyId,
      S3_SECRET_ACCESS_KEY: keys.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    config: {
      bucket,
      endpoint,
      region: 'us-east-1',
      credentials: keys,
      forcePathStyle: true,
    },
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
