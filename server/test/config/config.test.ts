import { useTestApp } from '../helpers';
import { seedDemoContent } from '../../src/db/seed';

describe('config module (docs/behaviour.md §8.1)', () => {
  const ctx = useTestApp({ prepare: seedDemoContent });

  it('GET /api/config answers the seeded site config in the success envelope', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ code: 0, message: expect.any(String) });
    expect(body.result).toMatchObject({
      blog_name: '砚',
      // Seeded pictures are stored like uploads, by content (docs/performance.md "Images").
      blog_avatar: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.(jpg|png|webp)$/),
      chat_title: '砚台茶话',
      view_time: expect.any(Number),
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    for (const key of [
      'personal_say',
      'blog_notice',
      'qq_link',
      'we_chat_link',
      'github_link',
      'git_ee_link',
      'bilibili_link',
      'qq_group',
      'we_chat_group',
      'admin_url',
      'avatar_bg',
    ]) {
      expect(typeof body.result[key]).toBe('string');
    }
    expect(body.result.typewriter_text.split('\n').length).toBeGreaterThan(1);
    expect((await ctx.app.inject({ method: 'GET', url: body.result.blog_avatar })).statusCode).toBe(200);
  });

  it('PUT /api/config/addView increments the counter and answers the new count', async () => {
    const put = () =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/config/addView',
        headers: { 'content-type': 'application/json' },
        remoteAddress: '10.0.0.1',
      });
    const first = (await put()).json();
    const second = (await put()).json();
    expect(first.code).toBe(0);
    expect(second.result.view_time).toBe(first.result.view_time + 1);
    const stored = await ctx.db.selectFrom('config').select('view_time').executeTakeFirstOrThrow();
    expect(stored.view_time).toBe(second.result.view_time);
  });

  it('rate-limits addView per client (30 a minute) with a Chinese 429 message', async () => {
    const put = (ip: string) => ctx.app.inject({ method: 'PUT', url: '/api/config/addView', remoteAddress: ip });
    for (let i = 0; i < 30; i += 1) expect((await put('10.0.0.2')).statusCode).toBe(200);
    const limited = await put('10.0.0.2');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 429, message: expect.stringMatching(/操作过于频繁/) });
    // Another client is not affected.
    expect((await put('10.0.0.3')).statusCode).toBe(200);
  });
});

describe('config module before the site is configured', () => {
  const ctx = useTestApp();

  it('answers the amber tip (code 100) for both calls when the config row is missing', async () => {
    for (const [method, url] of [
      ['GET', '/api/config'],
      ['PUT', '/api/config/addView'],
    ] as const) {
      const res = await ctx.app.inject({ method, url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 100, message: expect.stringMatching(/尚未配置/) });
    }
  });
});
