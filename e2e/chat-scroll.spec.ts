import sharp from 'sharp';
import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { registerReader } from './chatSession';

// docs/behaviour.md §6.1: the panel opens at the newest message, keeps it in view when an image
// arrives and loads, and fits a 390 px phone (send button and right-hand avatars inside the window).
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

const distanceFromBottom = (body: Locator) =>
  body.evaluate((el) => Math.round(el.scrollHeight - el.scrollTop - el.clientHeight));

async function expectInside(inner: Locator, outer: Locator) {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  if (!a || !b) throw new Error('not laid out');
  expect(a.y + a.height, 'bottom edge inside').toBeLessThanOrEqual(b.y + b.height + 1);
  expect(a.y, 'top edge inside').toBeGreaterThanOrEqual(b.y - 1);
}

async function send(page: Page, text: string) {
  await page.getByRole('textbox', { name: '聊天输入框' }).fill(text);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('chat-body').getByText(text, { exact: true })).toBeVisible();
}

test('the chat opens at the newest message, keeps a loaded image in view and fits a phone', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await registerReader(context, request, baseURL!, 'scroll', '滚动读者');
  await page.goto('/home');
  await page.getByLabel('聊天室').click();
  // The room is shared by the whole run and a retry: this attempt's messages carry their own mark.
  const mark = `${test.info().retry}-${Date.now() % 100000}`;
  for (let i = 1; i <= 12; i += 1) {
    await send(page, `第${i}条消息 ${mark}`);
    await page.waitForTimeout(550); // the room allows 2 messages a second after a burst of 10
  }

  // A fresh page: the panel opens with the newest message in view, scrolled to the bottom.
  await page.reload();
  await page.getByLabel('聊天室').click();
  const body = page.getByTestId('chat-body');
  const newest = body.getByText(`第12条消息 ${mark}`, { exact: true });
  await expect(newest).toBeVisible();
  await expect.poll(() => distanceFromBottom(body)).toBeLessThanOrEqual(2);
  await expectInside(newest, body);

  // A tall image: once it has loaded the list is still at its bottom, the image fully in view.
  const tall = await sharp({ create: { width: 200, height: 420, channels: 3, background: '#4a6d8c' } })
    .png()
    .toBuffer();
  await page.getByTestId('chat-file').setInputFiles({ name: 'tall.png', mimeType: 'image/png', buffer: tall });
  const image = body.getByAltText('聊天图片').last();
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalHeight > 0)).toBe(true);
  await expect.poll(() => distanceFromBottom(body)).toBeLessThanOrEqual(2);
  await expectInside(image, body);

  // The input row and the avatars fit the 390 px window.
  const panel = page.getByTestId('chat-panel');
  for (const control of [
    panel.getByRole('button', { name: '发送', exact: true }),
    panel,
    body.getByRole('img').last(),
  ]) {
    const box = await control.boundingBox();
    if (!box) throw new Error('not laid out');
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }
});
