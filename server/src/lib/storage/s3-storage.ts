import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { AppError } from '../errors';
import { checkKey, type ByteRange, type ObjectInfo, type ObjectStorage } from './object-storage';

/** What a reader is told when the bucket cannot be reached or refuses the server (docs/deploy.md "Object storage"). */
export const STORAGE_UNAVAILABLE = '存储服务暂时不可用，请稍后再试';

/** The bucket and how to reach it (STORAGE=s3, docs/deploy.md "Object storage"). */
export interface S3Settings {
  endpoint: string | null;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style addressing (`endpoint/bucket/key`), which MinIO, s3rver and most self-hosted servers need. */
  forcePathStyle: boolean;
  /** S3_PUBLIC_URL: the bucket's public (CDN) address; null serves objects through the site. */
  publicUrl: string | null;
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey');

/**
 * The S3-compatible driver (AWS, R2, OSS, COS, MinIO …). Objects of one area live under `prefix`
 * (`uploads/`, `music/`) of one bucket, so their public URL keeps the site's path shape.
 */
export class S3Storage implements ObjectStorage {
  readonly driver = 's3';
  private readonly client: S3Client;

  constructor(
    private readonly settings: S3Settings,
    private readonly prefix: string,
    private readonly urlBase: string,
  ) {
    this.client = new S3Client({
      endpoint: settings.endpoint ?? undefined,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    });
  }

  /**
   * One call to the bucket. A missing object stays the SDK's error (callers answer null); any other
   * failure — the bucket down, unreachable, or refusing our keys — is a 503 with a clear sentence,
   * the SDK's error kept as its cause for the log, never a bare 500.
   */
  private async call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (isMissing(error)) throw error;
      throw Object.assign(new AppError(503, STORAGE_UNAVAILABLE), { cause: error });
    }
  }

  private objectKey(key: string): string {
    return this.prefix + checkKey(key);
  }

  async put(key: string, bytes: Buffer, contentType?: string): Promise<void> {
    // Checked before the call: a bad key is our caller's mistake, never the bucket's.
    const objectKey = this.objectKey(key);
    // Content-MD5: the bucket refuses bytes changed on the way, so no corrupt object is ever stored.
    await this.call(() =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.settings.bucket,
          Key: objectKey,
          Body: bytes,
          ContentLength: bytes.length,
          ContentMD5: crypto.createHash('md5').update(bytes).digest('base64'),
          ContentType: contentType,
        }),
      ),
    );
  }

  async get(key: string, range?: ByteRange): Promise<Readable | null> {
    // Checked before the call: a bad key is our caller's mistake, never the bucket's.
    const objectKey = this.objectKey(key);
    try {
      const answer = await this.call(() =>
        this.client.send(
          new GetObjectCommand({
            Bucket: this.settings.bucket,
            Key: objectKey,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        ),
      );
      return answer.Body instanceof Readable ? answer.Body : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async read(key: string): Promise<Buffer | null> {
    const body = await this.get(key);
    if (!body) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async head(key: string): Promise<ObjectInfo | null> {
    // Checked before the call: a bad key is our caller's mistake, never the bucket's.
    const objectKey = this.objectKey(key);
    try {
      const answer = await this.call(() =>
        this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: objectKey })),
      );
      return {
        key,
        size: answer.ContentLength ?? 0,
        modified: answer.LastModified ?? new Date(0),
        etag: answer.ETag ?? `"${key}"`,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    // Checked before the call: a bad key is our caller's mistake, never the bucket's.
    const objectKey = this.objectKey(key);
    await this.call(() => this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: objectKey })));
  }

  async *list(prefix: string): AsyncIterable<ObjectInfo> {
    let token: string | undefined;
    do {
      const page = await this.call(() =>
        this.client.send(
          new ListObjectsV2Command({
            Bucket: this.settings.bucket,
            Prefix: this.prefix + prefix,
            ContinuationToken: token,
          }),
        ),
      );
      for (const item of page.Contents ?? []) {
        if (!item.Key) continue;
        yield {
          key: item.Key.slice(this.prefix.length),
          size: item.Size ?? 0,
          modified: item.LastModified ?? new Date(0),
          etag: item.ETag ?? `"${item.Key}"`,
        };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  publicUrl(key: string): string {
    const { publicUrl } = this.settings;
    return publicUrl ? `${publicUrl}/${this.objectKey(key)}` : `${this.urlBase}/${checkKey(key)}`;
  }

  /** Closes the client's sockets (the app's onClose). */
  close(): void {
    this.client.destroy();
  }
}
