import { lazy, useState, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { act, fireEvent, screen } from '@testing-library/react';
import { Layout } from '@/features/layout/Layout';
import { AppThemeProvider } from '@/features/theme/AppThemeProvider';
import { makeStore } from './store';

// The site config never arrives: nothing but the test's own clicks changes the page.
const quietStore = () =>
  makeStore(undefined, {
    transport: { baseUrl: 'http://127.0.0.1:9/api', fetchFn: () => new Promise<Response>(() => undefined) },
  });

/** The app's frame around `layout`, with `page` at /home. */
const frameAt = (store: ReturnType<typeof makeStore>, layout: ReactElement, page: ReactElement) => (
  <Provider store={store}>
    <AppThemeProvider>
      <MemoryRouter initialEntries={['/home']}>
        <Routes>
          <Route element={layout}>
            <Route path="home" element={page} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AppThemeProvider>
  </Provider>
);

// The app's frame (theme provider, layout, a page in its Suspense boundary) while a server-rendered
// page hydrates (docs/performance.md "Hydration").
describe('Layout and the shell above it', () => {
  it('keeps the page server HTML while its code loads, through the updates of the shell above it (docs/performance.md "Hydration")', async () => {
    // Once hydrated the shell passes new slots (the user menu). Were that update to reach the page's
    // Suspense boundary before it hydrated, React would hydrate it at once in one long task, or, with
    // its code still loading as here, throw the server's HTML away for the loading bar.
    let loadPage: (page: { default: () => ReactElement }) => void = () => undefined;
    const PageStillLoading = lazy(
      () => new Promise<{ default: () => ReactElement }>((resolve) => (loadPage = resolve)),
    );
    const Page = () => <p>首页内容</p>;
    function Shell() {
      const [clicks, setClicks] = useState(0);
      return <Layout headerActions={<button onClick={() => setClicks(clicks + 1)}>点击 {clicks}</button>} />;
    }
    const store = quietStore();
    const app = (page: ReactElement) => frameAt(store, <Shell />, page);
    const container = document.createElement('div');
    container.innerHTML = renderToString(app(<Page />));
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, app(<PageStillLoading />), { onRecoverableError: () => undefined });
    });
    expect(screen.getByText('首页内容')).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '点击 0' }));
    });
    expect(screen.getByRole('button', { name: '点击 1' })).toBeInTheDocument();
    expect(screen.getByText('首页内容')).toBeInTheDocument();
    await act(async () => loadPage({ default: Page }));
    expect(screen.getByText('首页内容')).toBeInTheDocument();
    container.remove();
  });

  it('commits the shell, floating launchers included, while the header and the page still wait to hydrate (docs/architecture.md "Boot on intent")', async () => {
    // A first tap on the chat or music launcher is replayed once the shell commits: the header and
    // the page are boundaries of their own, so their hydration is not in the way (here their code
    // never arrives: main.tsx does not wait for the page's code on such a tap).
    const HeaderPartStillLoading = lazy(() => new Promise<{ default: () => ReactElement }>(() => undefined));
    const PageStillLoading = lazy(() => new Promise<{ default: () => ReactElement }>(() => undefined));
    const store = quietStore();
    function Launcher() {
      const [asked, setAsked] = useState(false);
      return <button onClick={() => setAsked(true)}>{asked ? '聊天室已打开' : '聊天室'}</button>;
    }
    const app = (headerPart: ReactElement, page: ReactElement) =>
      frameAt(store, <Layout headerActions={headerPart} floating={<Launcher />} />, page);
    const container = document.createElement('div');
    container.innerHTML = renderToString(app(<span>搜索</span>, <p>首页内容</p>));
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, app(<HeaderPartStillLoading />, <PageStillLoading />), {
        onRecoverableError: () => undefined,
      });
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '聊天室' }));
    });
    expect(screen.getByRole('button', { name: '聊天室已打开' })).toBeInTheDocument();
    expect(screen.getByText('搜索')).toBeInTheDocument();
    expect(screen.getByText('首页内容')).toBeInTheDocument();
    container.remove();
  });
});
