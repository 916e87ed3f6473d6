import { lazy } from 'react';
import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '@/shared/testing/renderWithProviders';
import { Layout } from './Layout';

const BrokenPage = lazy(() => Promise.reject(new Error('Loading chunk page-tag failed')));

describe('Layout page area', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('keeps header and footer when a page cannot load, offers a reload, and recovers on the next page', async () => {
    renderWithProviders(
      <Routes>
        <Route element={<Layout />}>
          <Route path="tag" element={<BrokenPage />} />
          <Route path="home" element={<p>首页内容</p>} />
        </Route>
      </Routes>,
      { route: '/tag' },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('页面加载失败');
    expect(screen.getByRole('button', { name: '刷新页面' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    // The brand link leads home: the new page gets a fresh boundary and shows.
    act(() => screen.getByRole('link', { name: '砚' }).click());
    expect(await screen.findByText('首页内容')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
