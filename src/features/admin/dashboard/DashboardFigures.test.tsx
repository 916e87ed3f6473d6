import { render, screen } from '@testing-library/react';
import type { DashboardStats } from '../desk/adminTypes';
import { DashboardFigures } from './DashboardFigures';

const stats: DashboardStats = {
  articleCount: 37,
  publicArticleCount: 34,
  articleStatusCounts: { public: 34, private: 0, draft: 1, scheduled: 2 },
  viewCount: 1200,
  commentCount: 4,
  userCount: 2,
  onlineCount: 0,
  wordCount: 123456,
  years: [
    { year: '2026', articles: 12, words: 23456 },
    { year: '2025', articles: 25, words: 100000 },
  ],
  series: [],
};

// docs/admin-desk.md "The dashboard": 文章 counts drafts and private articles too, and says so; its
// public figure is the home sidebar's.
it('shows how many of the articles are public, private and drafts under the total', () => {
  render(<DashboardFigures data={stats} />);
  expect(screen.getByTestId('dashboard-articleCount')).toHaveTextContent('37');
  expect(screen.getByTestId('dashboard-articleCount-detail')).toHaveTextContent('公开 34 · 私密 0 · 草稿 1 · 定时 2');
  expect(screen.getByTestId('dashboard-viewCount')).toHaveTextContent('1,200');
});

it('shows the words written in all and the articles of each year, newest first', () => {
  render(<DashboardFigures data={stats} />);
  expect(screen.getByTestId('dashboard-wordCount')).toHaveTextContent('123,456');
  expect(screen.getByTestId('dashboard-wordCount-detail')).toHaveTextContent('2026 年 12 篇 · 2025 年 25 篇');
});

it('shows skeletons, not zeros, before the figures arrive', () => {
  render(<DashboardFigures data={undefined} />);
  expect(screen.getByTestId('dashboard-articleCount')).toHaveTextContent('');
  expect(screen.queryByTestId('dashboard-articleCount-detail')).not.toBeInTheDocument();
});
