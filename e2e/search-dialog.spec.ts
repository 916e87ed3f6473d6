import { expect, test } from './fixtures';

// docs/behaviour.md §9.2: the search dialog counts what it found, loads more, and stays put at the
// top of the window while results arrive.
test('search: 找到 N 篇, 加载更多, and a dialog that does not jump', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/home');
  await page.getByRole('button', { name: '搜索文章' }).click();
  const dialog = page.getByRole('dialog');
  const input = dialog.getByRole('textbox', { name: '搜索文章' });
  await expect(dialog.getByTestId('hot-article')).toHaveCount(5);
  // Measured once the dialog has finished entering: a box read mid-transition is null.
  await expect(input).toBeVisible();
  const before = await input.boundingBox();
  expect(before).not.toBeNull();

  // '的' is in every demo article: more than one page.
  await input.fill('的');
  const count = dialog.getByRole('status').filter({ hasText: /^找到 \d+ 篇$/ });
  await expect(count).toBeVisible();
  const total = Number((await count.textContent())!.match(/\d+/)![0]);
  expect(total).toBeGreaterThan(8);
  await expect(dialog.getByTestId('search-result')).toHaveCount(8);
  expect(await input.boundingBox()).toEqual(before);

  await dialog.getByRole('button', { name: '加载更多' }).click();
  await expect(dialog.getByTestId('search-result')).toHaveCount(Math.min(16, total));
  const snippets = await dialog.getByTestId('search-result').allTextContents();
  expect(new Set(snippets).size).toBe(snippets.length);
});

// docs/behaviour.md §9.2: a tag named in the text finds its articles, each saying why.
test('search: "Redux" finds the Redux tag’s articles, marked 标签：Redux', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('button', { name: '搜索文章' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: '搜索文章' }).fill('Redux');
  const byTag = dialog.getByTestId('search-result').filter({ hasText: '标签：Redux' });
  await expect(byTag.first()).toBeVisible();
  expect(await byTag.count()).toBeGreaterThanOrEqual(1);
});
