import { configure, screen } from '@testing-library/react';
import type { AdminLinkRow } from '@protocol/adminRows';
import { startAdminArea } from '@/shared/testing/adminAreaServer';
import { renderAsAdmin } from '@/shared/testing/renderAsAdmin';
import { LinksPage } from './LinksPage';

// Two shared cores and a real local server: give slow answers time instead of failing on load.
configure({ asyncUtilTimeout: 8000 });

const link: AdminLinkRow = {
  id: 1,
  site_name: '邻居的博客',
  site_desc: '写前端，也写生活',
  site_avatar: '',
  url: 'https://example.com',
  status: 'pending',
  user_id: null,
  nick_name: '读者',
  createdAt: '2026-11-01 10:00:00',
};

let area: Awaited<ReturnType<typeof startAdminArea<AdminLinkRow>>>;
beforeEach(async () => {
  area = await startAdminArea('/admin/link', [link]);
});
afterEach(() => area.close());

it('keeps a state such as 待审核 on one line (docs/admin-desk.md "Layout")', async () => {
  renderAsAdmin(<LinksPage />);
  const state = (await screen.findByText('待审核', { selector: 'td' })) as HTMLElement;
  expect(getComputedStyle(state).whiteSpace).toBe('nowrap');
  // Longer text still wraps within its column.
  expect(getComputedStyle(screen.getByText('写前端，也写生活')).whiteSpace).not.toBe('nowrap');
});
