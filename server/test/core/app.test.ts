import { useTestApp } from '../helpers';

describe('app core: envelope and status rules (docs/behaviour.md §1.2)', () => {
  const ctx = useTestApp();

  it('answers an unknown /api route with the 404 envelope', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/does/not/exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, message: '接口没有找到' });
  });

  it('answers unknown /wapi and /uploads paths with 404 too, never a page', async () => {
    for (const url of ['/wapi/nothing-here', '/uploads/missing.png']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
    }
  });

  it('answers malformed JSON with 400 and a clear message', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/does/not/exist',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect([400, 404]).toContain(res.statusCode);
  });

  it('serves a real robots.txt, not the SPA', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('User-agent');
  });
});
