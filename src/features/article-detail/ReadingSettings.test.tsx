import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/shared/testing/renderWithProviders';
import { CODE_THEMES, PREVIEW_THEMES } from '@/features/theme';
import { ReadingSettings } from './ReadingSettings';

describe('阅读设置 (docs/behaviour.md §9.1)', () => {
  it('is one small button; its panel names every theme in Chinese with a swatch and stores the identifier', async () => {
    const { store } = renderWithProviders(<ReadingSettings />);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '阅读设置' }));

    const panel = await screen.findByRole('dialog', { name: '阅读设置' });
    const preview = within(panel).getByRole('radiogroup', { name: '预览主题' });
    const code = within(panel).getByRole('radiogroup', { name: '代码主题' });
    expect(within(preview).getAllByRole('radio')).toHaveLength(PREVIEW_THEMES.length);
    expect(within(code).getAllByRole('radio')).toHaveLength(CODE_THEMES.length);
    // No raw identifier is shown to a reader.
    for (const id of ['default', 'vuepress', 'mk-cute', 'smart-blue', 'cyanosis', 'atom', 'kimbie', 'paraiso']) {
      expect(panel).not.toHaveTextContent(new RegExp(`\\b${id}\\b`));
    }
    expect(within(preview).getByRole('radio', { name: '默认' })).toBeChecked();

    await userEvent.click(within(preview).getByRole('radio', { name: '粉萌' }));
    await userEvent.click(within(code).getByRole('radio', { name: '暖棕' }));
    expect(store.getState().theme).toMatchObject({ previewTheme: 'mk-cute', codeTheme: 'kimbie' });
    expect(within(preview).getByRole('radio', { name: '粉萌' })).toBeChecked();
  });
});
