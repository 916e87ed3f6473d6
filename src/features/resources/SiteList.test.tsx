import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useSearchParams } from 'react-router';
import { renderWithProviders } from '@/shared/testing/renderWithProviders';
import { startLocalApi } from '@/shared/testing/localApiServer';
import { ResourceCategories } from './ResourceCategories';
import { SiteList } from './SiteList';
import { parseSiteListQuery } from './siteListQuery';
import type { ResourceSite } from './resourceTypes';

const SITES: ResourceSite[] = [
  { id: 1, name: 'vite', url: 'https://vitejs.dev', description: '下一代前端构建工具', icon: '' },
  { id: 2, name: '掘金', url: 'https://juejin.cn', description: '', icon: '/uploads/juejin.webp' },
  {
    id: 3,
    name: '外站图标',
    url: 'https://example.com',
    description: '图标在别的站点',
    icon: 'https://example.com/i.png',
  },
  { id: 4, name: '坏链接', url: 'javascript:alert(1)', description: '不应成为链接', icon: '' },
];
const CATEGORY = { id: 9, type: 'front', key: 'tools', name: '构建工具', description: '打包与开发服务器' };
const ok = (result: unknown) => ({ body: { code: 0, message: '成功', result } });

let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeEach(async () => {
  api = await startLocalApi({
    'GET /api/resource/getCategoryList/front': () =>
      ok([
        { ...CATEGORY, siteCount: 4 },
        { id: 10, type: 'front', key: 'empty', name: '空分类', description: '', siteCount: 0 },
      ]),
    'GET /api/resource/getSiteList/front/tools': () => ok({ category: CATEGORY, list: SITES }),
    'GET /api/resource/getSiteList/front/empty': () =>
      ok({ category: { ...CATEGORY, id: 10, key: 'empty', name: '空分类' }, list: [] }),
  });
});
afterEach(() => api.close());

function SiteListRoute() {
  const [params] = useSearchParams();
  return <SiteList target={parseSiteListQuery(params)} />;
}
const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/resources/front" element={<ResourceCategories type="front" />} />
      <Route path="/siteList" element={<SiteListRoute />} />
    </Routes>,
    { route },
  );

test('a category card (name, description, site count) opens its site list under the category name', async () => {
  renderAt('/resources/front');
  const list = await screen.findByRole('list', { name: '资源分类' }, { timeout: 5000 });
  const card = within(list).getAllByRole('link')[0];
  expect(card).toHaveAttribute('href', '/siteList?type=front&category=tools');
  expect(card).toHaveTextContent('构建工具');
  expect(card).toHaveTextContent('打包与开发服务器');
  expect(card).toHaveTextContent('4 个网站');
  fireEvent.click(card);
  expect(await screen.findByRole('heading', { level: 1, name: '构建工具' })).toBeInTheDocument();
  expect(screen.queryByText('友情链接')).toBeNull();
});

test('sites open in a new tab without opener; icons fall back to the first character on a colour', async () => {
  renderAt('/siteList?type=front&category=tools');
  const list = await screen.findByRole('list', { name: '构建工具网站' }, { timeout: 5000 });
  const links = within(list).getAllByRole('link');
  expect(links).toHaveLength(3);
  for (const link of links) {
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  expect(links[0]).toHaveAttribute('href', 'https://vitejs.dev/');
  expect(links[0]).toHaveAccessibleName(/^vite\s*（在新标签页打开）\s*下一代前端构建工具$/);
  const icons = within(list).getAllByTestId('site-icon');
  // No icon: the first character. Another host's icon is never requested: the character too.
  expect(icons[0]).toHaveTextContent('V');
  expect(icons[0].querySelector('img')).toBeNull();
  expect(icons[2]).toHaveTextContent('外');
  expect(icons[2].querySelector('img')).toBeNull();
  // Our own icon is loaded (jsdom never loads images, so MUI keeps the img until it errors).
  const own = icons[1].querySelector('img');
  expect(own).toHaveAttribute('src', '/uploads/juejin.webp');
  fireEvent.error(own!);
  await waitFor(() => expect(icons[1]).toHaveTextContent('掘'));
  // A javascript: address is shown but never linked.
  const bad = within(list).getByText('坏链接').closest('li');
  expect(bad?.querySelector('a')).toBeNull();
});

test('an empty category, an unknown one and a malformed query each say so under 网站列表', async () => {
  const first = renderAt('/siteList?type=front&category=empty');
  expect(await screen.findByTestId('page-empty', {}, { timeout: 5000 })).toHaveTextContent('这个分类还没有网站');
  expect(screen.getByRole('link', { name: '返回前端推荐' })).toHaveAttribute('href', '/resources/front');
  first.unmount();
  const second = renderAt('/siteList?type=front&category=nope');
  expect(await screen.findByTestId('page-error', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: '网站列表' })).toBeInTheDocument();
  second.unmount();
  renderAt('/siteList');
  expect(screen.getByTestId('page-error')).toHaveTextContent('没有找到这个网站分类');
  expect(screen.getByRole('heading', { level: 1, name: '网站列表' })).toBeInTheDocument();
  expect(api.requests.filter((r) => r.path.startsWith('/api/resource/getSiteList/front/'))).toHaveLength(2);
});
