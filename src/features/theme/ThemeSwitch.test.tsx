import { makeStore } from '@/app/store';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/shared/testing/renderWithProviders';
import { readThemeFlag } from './themeFlag';
import { ThemeSwitch } from './ThemeSwitch';
import { themeChanged } from './themeSlice';

describe('ThemeSwitch (docs/behaviour.md §3)', () => {
  beforeEach(() => localStorage.clear());

  it('toggles the theme and writes the useDarkKEY flag', () => {
    const store = makeStore();
    store.dispatch(themeChanged('light'));
    renderWithProviders(<ThemeSwitch />, { store });
    fireEvent.click(screen.getByRole('button', { name: '切换到暗色主题' }));
    expect(store.getState().theme.theme).toBe('dark');
    expect(readThemeFlag()).toBe('dark');
    fireEvent.click(screen.getByRole('button', { name: '切换到亮色主题' }));
    expect(store.getState().theme.theme).toBe('light');
    expect(readThemeFlag()).toBe('light');
  });

  it('draws both icons by CSS, without writing their sx into the markup', () => {
    const { container } = renderWithProviders(<ThemeSwitch />);
    const icons = container.querySelectorAll('[data-switches-to]');
    expect(icons).toHaveLength(2);
    for (const icon of icons) expect(icon).not.toHaveAttribute('sx');
  });
});
