import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { findBinary } from './services';

const deploy = path.resolve(__dirname, '..', '..', '..', 'deploy');
const systemdAnalyze = findBinary('systemd-analyze');

// docs/deploy.md: the recipe is checked, not only written (nginx.conf runs in cluster.test.ts).
(systemdAnalyze ? describe : describe.skip)('deploy/inkstone@.service', () => {
  it('passes systemd-analyze verify with nothing to say', () => {
    const result = spawnSync(systemdAnalyze as string, ['verify', path.join(deploy, 'inkstone@.service')], {
      encoding: 'utf8',
    });
    expect(result.status).toBe(0);
    expect(`${result.stdout}${result.stderr}`.trim()).toBe('');
  });
});
if (!systemdAnalyze) console.warn('deploy unit check skipped: systemd-analyze not found (CI installs systemd)');

describe('deploy/compose.yaml', () => {
  type Service = {
    image?: string;
    command?: string[];
    environment?: Record<string, string>;
    volumes?: string[];
    ports?: string[];
  };
  const compose = yaml.load(fs.readFileSync(path.join(deploy, 'compose.yaml'), 'utf8')) as {
    services: Record<string, Service>;
    volumes: Record<string, unknown>;
  };

  it('runs PostgreSQL, Redis, a bucket, two app processes on them and nginx with the machine recipe', () => {
    expect(Object.keys(compose.services).sort()).toEqual([
      'app1',
      'app2',
      'bucket',
      'nginx',
      'postgres',
      'redis',
      's3',
    ]);
    for (const name of ['app1', 'app2']) {
      const env = compose.services[name].environment ?? {};
      expect(env.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//);
      expect(env.REDIS_URL).toBe('redis://redis:6379');
      expect(env.TRUST_PROXY).toBe('1');
    }
    // The ports nginx.conf's upstream names.
    const upstream = fs.readFileSync(path.join(deploy, 'nginx.conf'), 'utf8').match(/server 127\.0\.0\.1:(\d+)/g);
    const published = ['app1', 'app2'].map((name) => compose.services[name].ports?.[0]?.split(':')[1]);
    expect(upstream?.map((line) => line.split(':')[1])).toEqual(published);
    expect(compose.services.nginx.volumes).toContain('./nginx.conf:/etc/nginx/conf.d/default.conf:ro');
  });

  // docs/deploy.md "Containers": uploads go to the bucket service, so no folder is shared for them.
  it('points both app processes at the bucket the bucket service creates, with no uploads folder', () => {
    const s3 = compose.services.s3;
    expect(s3.image).toMatch(/^chrislusf\/seaweedfs:/);
    expect(s3.command).toEqual(expect.arrayContaining(['server', '-s3', '-s3.port=8333']));
    const created = JSON.stringify(compose.services.bucket.command);
    for (const name of ['app1', 'app2']) {
      const service = compose.services[name];
      const env = service.environment ?? {};
      expect(env).toMatchObject({ STORAGE: 's3', S3_ENDPOINT: 'http://s3:8333', S3_FORCE_PATH_STYLE: '1' });
      expect(env.S3_BUCKET).toMatch(/^[a-z0-9-]+$/);
      expect(created).toContain(`s3.bucket.create -name ${env.S3_BUCKET}`);
      expect(env.S3_ACCESS_KEY_ID).toBeTruthy();
      expect(env.S3_SECRET_ACCESS_KEY).toMatch(/^\$\{S3_SECRET_ACCESS_KEY:\?/);
      expect(env.UPLOAD_DIR).toBeUndefined();
      expect((service.volumes ?? []).join(' ')).not.toMatch(/uploads|shared/);
    }
    expect(Object.keys(compose.volumes)).not.toContain('shared');
  });
});
