import fs from 'node:fs';
import path from 'node:path';
import { build, useTestApp } from '../helpers';
import { PAGE_HEADER_ROUTE_NAMES, seedDemoContent } from '../../src/db/seed';

describe('page-header module', () => {
  const ctx = useTestApp({ prepare: seedDemoContent });

  it('GET /api/pageHeader/getAll lists one banner per docs/behaviour.md §2.1 route, each an existing local image', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/pageHeader/getAll' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(0);
    const list: Array<{ id: number; route_name: string; bg_url: string }> = body.result;
    expect(list.map((h) => h.route_name).sort()).toEqual([...PAGE_HEADER_ROUTE_NAMES].sort());
    for (const name of [
      'home',
      'archives',
      'category',
      'tag',
      'article',
      'articleList',
      'photoAlbum',
      'photos',
      'talk',
      'resources/front',
      'resources/back',
      'siteList',
      'userCenter',
      'message/list',
      'message/publish',
      'message/detail',
      '404',
    ]) {
      expect(list.some((h) => h.route_name === name)).toBe(true);
    }
    for (const header of list) {
      expect(Object.keys(header).sort()).toEqual(['bg_url', 'id', 'route_name']);
      expect(fs.existsSync(path.join(ctx.config.uploadDir, header.bg_url.replace(/^\/uploads\//, '')))).toBe(true);
    }
  });
});

describe('page-header module on an empty database', () => {
  it('answers an empty list, not an error', async () => {
    const ctx = await build();
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/pageHeader/getAll' });
      expect(res.json()).toEqual({ code: 0, message: expect.any(String), result: [] });
    } finally {
      await ctx.close();
    }
  });
});
