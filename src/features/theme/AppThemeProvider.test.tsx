import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { useColorScheme } from '@mui/material/styles';
import { makeStore } from '@/app/store';
import { AppThemeProvider } from './AppThemeProvider';

describe('AppThemeProvider', () => {
  it('does not render the scheme context again once hydrated (docs/performance.md "Hydration")', async () => {
    // A new scheme context after hydration reaches every Suspense boundary still waiting to hydrate
    // and makes React hydrate them at once, in one long task.
    const seen: (string | undefined)[] = [];
    function SchemeProbe() {
      seen.push(useColorScheme().mode);
      return <p>页面</p>;
    }
    const tree = (
      <Provider store={makeStore()}>
        <AppThemeProvider>
          <SchemeProbe />
        </AppThemeProvider>
      </Provider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    seen.length = 0;
    await act(async () => {
      hydrateRoot(container, tree);
    });
    expect(container.textContent).toContain('页面');
    expect(seen).toEqual(['light']);
    container.remove();
  });
});
