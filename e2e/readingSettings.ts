import type { Page } from '@playwright/test';

/**
 * Picks a stored theme identifier in the 阅读设置 panel (docs/behaviour.md §9.1) — the radios carry
 * the identifier as their value, the reader sees only the Chinese names — and closes the panel.
 */
export async function chooseReadingTheme(page: Page, group: '预览主题' | '代码主题', value: string): Promise<void> {
  await page.getByRole('button', { name: '阅读设置' }).first().click();
  await page.getByRole('radiogroup', { name: group }).locator(`input[value="${value}"]`).check();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: '阅读设置' }).waitFor({ state: 'hidden' });
}

/** The identifier checked in one group of the 阅读设置 panel (opened and closed again). */
export async function readingTheme(page: Page, group: '预览主题' | '代码主题'): Promise<string | null> {
  await page.getByRole('button', { name: '阅读设置' }).first().click();
  const value = await page.getByRole('radiogroup', { name: group }).locator('input:checked').getAttribute('value');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: '阅读设置' }).waitFor({ state: 'hidden' });
  return value;
}
