import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { type ByteRange, byteRange } from './byte-range';
import type { FileStore } from './file-store';
import { isStoredKey } from './stored-path';

export type S3Settings = {
  /** `s3://bucket` or `s3://bucket/prefix` */
  url: string;
  endpoint?: string | undefined;
  region?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle?: boolean | undefined;
};

/** The bucket and the key prefix (ending in '/', or empty) of an `s3://bucket/prefix` URL. */
export function parseStorageUrl(url: string): { bucket: string; prefix: string } {
  const parsed = new URL(url);
  const prefix = decodeURIComponent(parsed.pathname).replace(/^\/+|\/+$/g, '');
  return { bucket: parsed.hostname, prefix: prefix ? `${prefix}/` : '' };
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

const nullIfMissing = (error: unknown) => {
  if (isMissing(error)) return null;
  throw error;
};

/**
 * Uploads in a bucket of an S3-compatible store (AWS S3, MinIO, R2, …) through the AWS SDK:
 * what runs when STORAGE_URL is set. Each file is stored with its SHA-256 as metadata
 * (`x-amz-meta-sha256`), which `npm run migrate-files` and restore check against.
 */
export function s3FileStore(settings: S3Settings): FileStore & { client: S3Client; bucket: string } {
  const { bucket, prefix } = parseStorageUrl(settings.url);
  const client = new S3Client({
    region: settings.region ?? 'us-east-1',
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle ?? false,
    // checksums only where S3 requires them: several S3-compatible stores refuse the SDK's
    // default CRC headers, and every object carries its own SHA-256 (checked by copy-files.ts)
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
  const objectKey = (key: string) => {
    if (!isStoredKey(key)) throw new Error(`not a stored file's key: ${key}`);
    return `${prefix}${key}`;
  };
  return {
    kind: 's3',
    client,
    bucket,
    async put(key, data, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: data,
          ContentType: contentType,
          Metadata: { sha256: createHash('sha256').update(data).digest('hex') },
        }),
      );
    },
    async get(key) {
      const answer = await client
        .send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }))
        .catch(nullIfMissing);
      return answer?.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
    },
    async open(key, rangeHeader) {
      // a range is resolved here against the file's size, as the disk does (byte-range.ts):
      // stores differ on suffix ranges (`bytes=-10`) and on how they refuse one outside the file
      let range: ByteRange | undefined;
      if (rangeHeader) {
        const head = await client
          .send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }))
          .catch(nullIfMissing);
        if (!head) return null;
        range = byteRange(rangeHeader, head.ContentLength ?? 0);
      }
      const answer = await client
        .send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: objectKey(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        )
        .catch(nullIfMissing);
      if (!answer?.Body) return null;
      const length = answer.ContentLength ?? 0;
      const total = /\/(\d+)$/.exec(answer.ContentRange ?? '');
      return {
        body: answer.Body as Readable,
        length,
        size: range && total ? Number(total[1]) : length,
        ...(range ? { range } : {}),
      };
    },
    async checksum(key) {
      const head = await client
        .send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }))
        .catch(nullIfMissing);
      return head?.Metadata?.sha256 ?? null;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
    async *keys() {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: prefix,
            ...(token ? { ContinuationToken: token } : {}),
          }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(prefix.length) ?? '';
          if (isStoredKey(key)) yield key;
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
