import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { registerReader } from './chatSession';
import { GREETED_KEY } from '../src/shared/lib/greeting';
import { encodeText } from '../src/shared/lib/storageCodec';

// docs/behaviour.md §2.2: overlays sit above the page's content. md-editor-rt's code blocks have a
// sticky head at z-index 10000; before each click the page is scrolled so that a code head lies
// right under the control, then the control must be the element hit there and take a real click.
const ARTICLE_WITH_CODE = '/article?id=8';
const PHONE = { width: 390, height: 844 };

/** Scrolls a code block's head under the centre of `control`; fails if the page cannot. */
/** The control's box once it has stopped moving (drawers and panels slide in). */
async function settledBox(page: Page, control: Locator) {
  let previous = await control.boundingBox();
  for (let tries = 0; tries < 30; tries += 1) {
    await page.waitForTimeout(100);
    const box = await control.boundingBox();
    if (box && previous && box.x === previous.x && box.y === previous.y && box.width === previous.width) return box;
    previous = box;
  }
  throw new Error('control did not settle');
}

async function codeHeadUnder(page: Page, control: Locator): Promise<{ x: number; y: number }> {
  const box = await settledBox(page, control);
  const point = { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
  const covered = await page.evaluate(({ x, y }) => {
    const heads = [...document.querySelectorAll<HTMLElement>('.md-editor-code-head')];
    // A head whose block is tall enough and whose column spans x.
    const head = heads.find((candidate) => {
      const rect = candidate.getBoundingClientRect();
      return rect.left <= x && rect.right >= x;
    });
    if (!head) return false;
    const block = head.parentElement as HTMLElement;
    const top = block.getBoundingClientRect().top;
    document.scrollingElement!.scrollTop += top - (y - 8);
    const rect = head.getBoundingClientRect();
    return rect.top <= y && rect.bottom >= y && rect.left <= x && rect.right >= x;
  }, point);
  expect(covered, 'a code head lies under the control').toBe(true);
  return point;
}

/** The control is what the pointer hits over a code head, and it takes the click. */
async function clickOverCode(page: Page, control: Locator) {
  const point = await codeHeadUnder(page, control);
  const hitsControl = await control.evaluate(
    (element, { x, y }) => element.contains(document.elementFromPoint(x, y)),
    point,
  );
  expect(hitsControl, 'the control is on top of the code block').toBe(true);
  await control.click();
}

async function openArticle(page: Page) {
  // This session was greeted already (docs/behaviour.md §1.4): no welcome toast over the controls.
  await page.addInitScript(
    ([key, value]) => window.sessionStorage.setItem(key, value),
    [encodeText(GREETED_KEY), encodeText('true')],
  );
  await page.goto(ARTICLE_WITH_CODE);
  await expect(page.locator('.md-editor-code-head').first()).toBeVisible();
}

test.describe('overlays above code blocks', () => {
  test.use({ viewport: PHONE });

  test('chat panel: input, emoji and close work over a code block', async ({ page }) => {
    await openArticle(page);
    await page.getByLabel('聊天室').click();
    const panel = page.getByTestId('chat-panel');
    await expect(panel).toBeVisible();
    const input = panel.getByRole('textbox', { name: '聊天输入框' });
    await clickOverCode(page, input);
    await input.pressSequentially('你好');
    await expect(input).toContainText('你好');
    await clickOverCode(page, panel.getByRole('button', { name: '发送', exact: true }));
    await expect(page.getByText('请先登录')).toBeVisible();
    await clickOverCode(page, panel.getByRole('button', { name: '关闭聊天室' }));
    await expect(panel).toBeHidden();
  });

  test('login dialog: fields and buttons work over a code block', async ({ page }) => {
    await openArticle(page);
    await page.getByRole('button', { name: '打开菜单' }).click();
    await page.getByRole('button', { name: '登录', exact: true }).click();
    // By name: the closing drawer is a dialog too, and only an accessible dialog has a name.
    const dialog = page.getByRole('dialog', { name: '登录' });
    await expect(dialog).toBeVisible();
    const username = dialog.getByLabel('用户账号');
    await clickOverCode(page, username);
    await username.fill('admin');
    await clickOverCode(page, dialog.getByLabel('用户密码'));
    await clickOverCode(page, dialog.getByRole('button', { name: '没有账号？去注册' }));
    await expect(page.getByRole('dialog', { name: '注册' }).getByLabel('确认密码')).toBeVisible();
  });

  test('login dialog opened from the drawer stays readable on a slow phone', async ({ page }) => {
    // docs/behaviour.md §2.2: the dialog opens after the drawer has closed. When both modals were
    // mid-transition on a slow CPU, MUI's modal manager could leave the new dialog aria-hidden.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    await openArticle(page);
    for (let round = 0; round < 2; round += 1) {
      await page.getByRole('button', { name: '打开菜单' }).click();
      // Once the drawer has slid in: at 8× CPU a click during the slide can land on the backdrop
      // where the button was a frame earlier, which closes the drawer and opens nothing.
      const login = page.getByRole('button', { name: '登录', exact: true });
      await settledBox(page, login);
      await login.click();
      const dialog = page.getByRole('dialog', { name: '登录' });
      await expect(dialog.getByRole('textbox', { name: '用户账号' })).toBeVisible({ timeout: 20_000 });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden({ timeout: 20_000 });
    }
  });

  test('music panel and lyric board work over a code block', async ({ page }) => {
    await openArticle(page);
    await page.getByTestId('music-disc').click();
    const panel = page.getByTestId('music-panel');
    await expect(panel).toBeVisible();
    await clickOverCode(page, panel.getByTestId('category').nth(1));
    await expect(panel.getByTestId('current-category')).not.toHaveText('');
    await clickOverCode(page, panel.getByRole('button', { name: '下一首' }));
    await clickOverCode(page, panel.getByTestId('open-lyrics'));
    const board = page.getByTestId('lyric-board');
    await expect(board).toBeVisible();
    await clickOverCode(page, board.getByRole('button', { name: '关闭歌词' }));
    await expect(board).toBeHidden();
  });

  test('notification drawer works over a code block', async ({ page, context, request, baseURL }) => {
    await registerReader(context, request, baseURL!, 'ov', '浮层读者');
    await openArticle(page);
    await page.getByRole('button', { name: '我的消息' }).click();
    const drawer = page.getByRole('presentation').filter({ has: page.getByRole('heading', { name: '我的消息' }) });
    const item = drawer.getByTestId('notification-item').first();
    await expect(item).toBeVisible();
    await clickOverCode(page, item.getByRole('button', { name: '删除' }));
    await clickOverCode(page, page.getByRole('button', { name: '确定' }));
    await expect(drawer.getByText('暂无消息')).toBeVisible();
  });
});
