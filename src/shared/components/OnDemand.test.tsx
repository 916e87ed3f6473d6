import { lazy } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { ErrorBoundary } from './ErrorBoundary';
import { OnDemand } from './OnDemand';

describe('OnDemand and ErrorBoundary', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    // React and the boundary log the caught error; the assertions below are what matters.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('shows the widget once its code has loaded', async () => {
    const Widget = lazy(async () => ({ default: () => <p>小部件</p> }));
    render(
      <OnDemand>
        <Widget />
      </OnDemand>,
    );
    expect(await screen.findByText('小部件')).toBeInTheDocument();
  });

  it('renders nothing for a widget whose code cannot load, and leaves its neighbours alone', async () => {
    const Broken = lazy(() => Promise.reject(new Error('ChunkLoadError')));
    render(
      <main>
        <p>正文</p>
        <OnDemand>
          <Broken />
        </OnDemand>
      </main>,
    );
    // Once the boundary has caught the failure, the page around it is still there.
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith(
        expect.stringContaining('failed to load'),
        expect.any(Error),
        expect.anything(),
      ),
    );
    expect(screen.getByRole('main')).toHaveTextContent(/^正文$/);
  });

  it('lets the fallback try again', async () => {
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('boom');
      return <p>恢复了</p>;
    }
    render(
      <ErrorBoundary
        fallback={(retry) => (
          <button type="button" onClick={retry}>
            重试
          </button>
        )}
      >
        <Flaky />
      </ErrorBoundary>,
    );
    broken = false;
    screen.getByRole('button', { name: '重试' }).click();
    expect(await screen.findByText('恢复了')).toBeInTheDocument();
  });
});
