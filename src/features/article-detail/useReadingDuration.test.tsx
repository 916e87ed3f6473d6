import { act, waitFor } from '@testing-library/react';
import { startLocalApi } from '@/shared/testing/localApiServer';
import { renderWithProviders } from '@/shared/testing/renderWithProviders';
import { useReadingDuration } from './useReadingDuration';

function Reader({ id }: { id: number }) {
  useReadingDuration(id);
  return <p>正文</p>;
}

const ok = () => ({ body: { code: 0, message: 'ok', result: null } });

describe('useReadingDuration', () => {
  let api: Awaited<ReturnType<typeof startLocalApi>>;
  let now: number;
  let nowSpy: jest.SpyInstance;
  beforeEach(async () => {
    now = 1_000_000;
    nowSpy = jest.spyOn(Date, 'now').mockImplementation(() => now);
    api = await startLocalApi({
      'PUT /api/article/addReadingDuration/7/12000': ok,
      'PUT /api/article/addReadingDuration/7/3000': ok,
      'PUT /api/article/addReadingDuration/7/5000': ok,
    });
  });
  afterEach(async () => {
    nowSpy.mockRestore();
    await api.close();
  });

  const reports = () => api.requests.filter((r) => r.path.startsWith('/api/article/addReadingDuration/'));

  it('reports the time read once when the reader leaves for another route', async () => {
    const view = renderWithProviders(<Reader id={7} />);
    now += 12_000;
    view.unmount();
    await waitFor(() => expect(reports()).toHaveLength(1));
    expect(reports()[0]).toMatchObject({ method: 'PUT', path: '/api/article/addReadingDuration/7/12000' });
  });

  it('reports with keepalive when the tab closes, and does not count that time again', async () => {
    const sent = jest.spyOn(window, 'fetch');
    const view = renderWithProviders(<Reader id={7} />);
    now += 3_000;
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await waitFor(() => expect(reports()).toHaveLength(1));
    expect(reports()[0].path).toBe('/api/article/addReadingDuration/7/3000');
    const keepaliveCall = sent.mock.calls.find(([url]) => String(url).includes('/addReadingDuration/7/3000'));
    expect(keepaliveCall?.[1]).toMatchObject({ method: 'PUT', keepalive: true });
    // back from the bfcache: counting resumes; leaving later reports only the new time
    act(() => {
      window.dispatchEvent(new Event('pageshow'));
    });
    now += 5_000;
    view.unmount();
    await waitFor(() => expect(reports()).toHaveLength(2));
    expect(reports()[1].path).toBe('/api/article/addReadingDuration/7/5000');
    sent.mockRestore();
  });

  it('sends nothing when no time passed', async () => {
    const view = renderWithProviders(<Reader id={7} />);
    view.unmount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reports()).toHaveLength(0);
  });
});
