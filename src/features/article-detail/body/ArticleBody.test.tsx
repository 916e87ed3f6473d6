import { act, fireEvent, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { makeStore } from '@/app/store';
import { renderWithProviders } from '@/shared/testing/renderWithProviders';
import { ArticleBody } from './ArticleBody';
import { FAILED_IMAGE_SRC } from './failedImages';

// What the server's renderer answers for raw HTML in Markdown (server/test/markdown/render.test.ts
// proves the server side): elements, not escaped text.
const HTML =
  '<p>按 <kbd>Ctrl</kbd>，H<sub>2</sub>O，E=mc<sup>2</sup></p>\n' +
  '<details><summary>展开</summary>藏起来的内容</details>\n' +
  '<p><img src="/uploads/missing.png" width="120" alt="坏图" loading="lazy" decoding="async" /></p>\n' +
  '<figure><img src="/uploads/ok.png" alt="好图" class="md-zoom" loading="lazy" decoding="async" /></figure>';

describe('ArticleBody', () => {
  it("shows the server's HTML as elements inside md-editor-rt's preview classes", () => {
    const { container } = renderWithProviders(<ArticleBody html={HTML} />);
    expect(container.querySelector('#article-preview.md-editor[data-theme]')).not.toBeNull();
    const preview = container.querySelector('#article-preview-preview');
    expect(preview).toHaveClass('md-editor-preview', 'md-editor-scrn');
    expect(preview?.querySelector('kbd')).toHaveTextContent('Ctrl');
    expect(preview?.querySelector('sub')).toHaveTextContent('2');
    expect(preview?.querySelector('details > summary')).toHaveTextContent('展开');
    expect(preview?.textContent).not.toContain('<kbd>');
  });

  it('follows the reading settings: preview theme class on the body', () => {
    const store = makeStore();
    const { container } = renderWithProviders(<ArticleBody html={HTML} />, { store });
    const previewTheme = store.getState().theme.previewTheme;
    expect(container.querySelector('#article-preview-preview')).toHaveClass(`${previewTheme}-theme`);
  });

  it('hydrates the server markup without a warning and without changing it', async () => {
    const store = makeStore();
    const ui = (
      <Provider store={store}>
        <ArticleBody html={HTML} />
      </Provider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.appendChild(container);
    const serverKbd = container.querySelector('kbd');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { hydrateRoot } = await import('react-dom/client');
    const root = await act(async () => hydrateRoot(container, ui));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    // The very element the server sent is still there: React kept the markup.
    expect(container.querySelector('kbd')).toBe(serverKbd);
    act(() => root.unmount());
    container.remove();
  });

  it('shows a placeholder, not a broken image, when an image fails — also one that failed before hydration', async () => {
    const { container } = renderWithProviders(<ArticleBody html={HTML} />);
    const [broken, fine] = Array.from(container.querySelectorAll('img'));
    fireEvent.error(broken);
    expect(broken).toHaveAttribute('src', FAILED_IMAGE_SRC);
    expect(broken).toHaveAttribute('data-failed', '/uploads/missing.png');
    expect(broken).not.toHaveAttribute('width');
    expect(broken).toHaveAttribute('title', '图片加载失败：坏图');
    expect(fine).toHaveAttribute('src', '/uploads/ok.png');

    // Server HTML whose image failed before the script ran: found when the body mounts.
    const store = makeStore();
    const ui = (
      <Provider store={store}>
        <ArticleBody html={HTML} />
      </Provider>
    );
    const early = document.createElement('div');
    early.innerHTML = renderToString(ui);
    document.body.appendChild(early);
    const failedEarly = early.querySelector('img')!;
    Object.defineProperty(failedEarly, 'complete', { value: true });
    Object.defineProperty(failedEarly, 'naturalWidth', { value: 0 });
    const { hydrateRoot } = await import('react-dom/client');
    const root = await act(async () => hydrateRoot(early, ui));
    await waitFor(() => expect(failedEarly).toHaveAttribute('src', FAILED_IMAGE_SRC));
    act(() => root.unmount());
    early.remove();
  });
});
