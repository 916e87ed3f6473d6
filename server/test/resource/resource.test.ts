import { seedDemoContent } from '../../src/db/seed';
import { useTestApp } from '../helpers';

interface Category {
  id: number;
  type: string;
  key: string;
  name: string;
  description: string;
  siteCount: number;
}

describe('resources (seeded)', () => {
  const ctx = useTestApp({ prepare: seedDemoContent });
  const categories = async (type: string): Promise<Category[]> =>
    (await ctx.app.inject(`/api/resource/getCategoryList/${type}`)).json().result;

  it('lists each type’s categories from the database in display order, with site counts', async () => {
    const front = await categories('front');
    const back = await categories('back');
    expect(front.length + back.length).toBeGreaterThanOrEqual(4);
    expect(front.every((c) => c.type === 'front') && back.every((c) => c.type === 'back')).toBe(true);
    const stored = await ctx.db
      .selectFrom('resource_categories')
      .select('key')
      .where('type', '=', 'front')
      .orderBy('sort')
      .orderBy('id')
      .execute();
    expect(front.map((c) => c.key)).toEqual(stored.map((c) => c.key));
    const sites = [...front, ...back].reduce((sum, c) => sum + c.siteCount, 0);
    expect(sites).toBeGreaterThanOrEqual(20);
  });

  it('follows the database: a renamed category and a new site show up', async () => {
    const [first] = await categories('back');
    await ctx.db.updateTable('resource_categories').set({ name: '改名了' }).where('id', '=', first.id).execute();
    await ctx.db
      .insertInto('resource_sites')
      .values({
        category_id: first.id,
        name: '新站',
        url: 'https://new.example',
        description: '',
        icon: '',
        sort: 99,
        createdAt: '2025-01-01 00:00:00',
      })
      .execute();
    await ctx.app.cache.invalidate(['resources']);
    const [after] = await categories('back');
    expect(after).toMatchObject({ name: '改名了', siteCount: first.siteCount + 1 });
    const list = (await ctx.app.inject(`/api/resource/getSiteList/back/${first.key}`)).json().result.list;
    expect(list.at(-1)).toMatchObject({ name: '新站', url: 'https://new.example', icon: '' });
  });

  it('answers one category with its sites; icons are empty so the client falls back to text', async () => {
    const [category] = await categories('front');
    const res = await ctx.app.inject(`/api/resource/getSiteList/front/${category.key}`);
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(result.category).toEqual({
      id: category.id,
      type: 'front',
      key: category.key,
      name: category.name,
      description: category.description,
    });
    expect(result.list).toHaveLength(category.siteCount);
    for (const site of result.list) {
      expect(Object.keys(site).sort()).toEqual(['description', 'icon', 'id', 'name', 'url']);
      expect(site.url).toMatch(/^https:\/\//);
      expect(site.icon).toBe('');
    }
  });

  it('an unknown type or key is a 404', async () => {
    for (const url of [
      '/api/resource/getCategoryList/middle',
      '/api/resource/getSiteList/middle/framework',
      '/api/resource/getSiteList/front/nothing-here',
      // A key of the other list is not found under this one.
      `/api/resource/getSiteList/front/${(await categories('back'))[0].key}`,
    ]) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, message: '资源分类不存在' });
    }
  });
});
