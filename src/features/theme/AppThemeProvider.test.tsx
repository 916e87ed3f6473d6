import { act, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { css } from '@emotion/react';
import { useColorScheme, useTheme, type Theme } from '@mui/material/styles';
import { makeStore } from '@/app/store';
import { AppThemeProvider } from './AppThemeProvider';
import { createAppTheme } from './muiTheme';

/** One server render of `probe` inside the app's theme, as each request renders it. */
const renderWithTheme = (probe: ReactElement) =>
  renderToString(
    <Provider store={makeStore()}>
      <AppThemeProvider>{probe}</AppThemeProvider>
    </Provider>,
  );

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

  it('gives every render the same theme, its CSS variables made once (docs/performance.md "/article page under load")', () => {
    // The server renders each request in a new tree: the theme is not built again for each.
    const seen: Theme[] = [];
    function ThemeProbe() {
      seen.push(useTheme());
      return null;
    }
    for (let request = 0; request < 2; request += 1) renderWithTheme(<ThemeProbe />);
    expect(seen).toHaveLength(2);
    expect(seen[1].vars).toBe(seen[0].vars);
  });

  it('hands Emotion the theme variables serialised once, named as Emotion names MUI’s own sheets', () => {
    // Emotion's Global takes a serialised style as it is; the name and CSS must be the ones it gives
    // MUI's sheets, or pages' <style data-emotion="css-global …"> and the shared stylesheet would differ.
    type Sheets = { generateStyleSheets: () => unknown };
    let theme: Theme | null = null;
    function ThemeProbe() {
      theme = useTheme();
      return null;
    }
    renderWithTheme(<ThemeProbe />);
    const served = (theme as unknown as Sheets).generateStyleSheets();
    const plain = (createAppTheme('light') as unknown as Sheets).generateStyleSheets();
    expect(Array.isArray(plain)).toBe(true);
    expect(served).toBe((theme as unknown as Sheets).generateStyleSheets());
    expect(served).toEqual(css(plain as Parameters<typeof css>[0]));
    expect(served).toMatchObject({ name: expect.any(String), styles: expect.stringContaining('--mui-') });
  });
});
