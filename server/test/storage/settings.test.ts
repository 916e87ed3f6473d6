import { loadConfig } from '../../src/config';

const BUCKET = { S3_BUCKET: 'blog', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };

describe('storage settings (docs/deploy.md "Object storage")', () => {
  it('keeps both folders when STORAGE and MUSIC_STORAGE are unset or local', () => {
    expect(loadConfig({}).storage).toEqual({ uploads: null, music: null });
    expect(loadConfig({ STORAGE: 'local', MUSIC_STORAGE: 'local' }).storage).toEqual({ uploads: null, music: null });
  });

  it('reads the bucket from the S3_* variables', () => {
    const { storage } = loadConfig({
      STORAGE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_REGION: 'cn-hangzhou',
      S3_FORCE_PATH_STYLE: '1',
      S3_PUBLIC_URL: 'https://img.example.com/',
      ...BUCKET,
    });
    expect(storage.uploads).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      region: 'cn-hangzhou',
      bucket: 'blog',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      publicUrl: 'https://img.example.com',
    });
    expect(storage.music).toBeNull();
    expect(loadConfig({ MUSIC_STORAGE: 's3', ...BUCKET }).storage.music?.bucket).toBe('blog');
  });

  it('refuses an unknown driver, a missing secret or a malformed address with a clear message', () => {
    expect(() => loadConfig({ STORAGE: 'nfs' })).toThrow('环境变量 STORAGE 只能是 local 或 s3，收到 "nfs"');
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'blog', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      '使用 S3 存储时必须设置环境变量 S3_SECRET_ACCESS_KEY',
    );
    expect(() => loadConfig({ STORAGE: 's3', ...BUCKET, S3_PUBLIC_URL: 'cdn.example.com' })).toThrow(/S3_PUBLIC_URL/);
  });
});
