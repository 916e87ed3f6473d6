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
  it('runs PostgreSQL, Redis, two app processes on them and nginx with the machine recipe', () => {
    type Service = { environment?: Record<string, string>; volumes?: string[]; ports?: string[] };
    const compose = yaml.load(fs.readFileSync(path.join(deploy, 'compose.yaml'), 'utf8')) as {
      services: Record<string, Service>;
    };
    expect(Object.keys(compose.services).sort()).toEqual(['app1', 'app2', 'nginx', 'postgres', 'redis']);
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
});
