import { registerAccount } from './chatSession';
import { expect, test, type Page } from './fixtures';

// docs/behaviour.md §4.1 and §4.7, docs/security.md "Passkeys": a real WebAuthn ceremony against
// Chromium's virtual authenticator (a platform authenticator with resident keys and user
// verification): enrol a passkey as a fresh reader, sign in with it alone, then password + passkey.
// A reader of its own, not the admin: specs share one server per worker, and a later spec signing
// the admin in by password must not meet a second step.
const toast = (page: Page, text: string) => page.locator('[role=status]').filter({ hasText: text }).first();
const dialog = (page: Page) => page.getByRole('dialog');

async function signOut(page: Page) {
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(toast(page, '退出成功')).toBeVisible();
}

async function openLogin(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: '登录', exact: true }).click();
  await expect(dialog(page).getByLabel('用户账号')).toBeVisible();
}

test('passkeys: enrol, sign in alone, sign in as the second factor', async ({ page, baseURL, request }) => {
  const reader = await registerAccount(request, baseURL ?? '', 'pk', '通行密钥读者');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  // WebAuthn takes a domain, not an IP address, as the relying party: the same server as localhost.
  const site = (baseURL ?? '').replace('127.0.0.1', 'localhost');
  await page.goto(`${site}/home`);
  await openLogin(page);
  await dialog(page).getByLabel('用户账号').fill(reader.username);
  await dialog(page).getByLabel('用户密码').fill(reader.password);
  await dialog(page).getByRole('button', { name: '登录', exact: true }).click();
  await expect(toast(page, '登录成功')).toBeVisible();

  await page.goto(`${site}/userCenter`);
  await page.getByRole('tab', { name: '账号安全' }).click();
  const passkeys = page.getByRole('region', { name: '通行密钥' });
  await passkeys.getByLabel('通行密钥名称').fill('Chromium 指纹');
  await passkeys.getByLabel('当前密码').fill(reader.password);
  await passkeys.getByRole('button', { name: '添加通行密钥' }).click();
  await expect(toast(page, '通行密钥已添加')).toBeVisible();
  await expect(passkeys.getByRole('list', { name: '通行密钥' })).toContainText('Chromium 指纹');

  // A passkey alone: no username, no password.
  await signOut(page);
  await openLogin(page);
  // The virtual authenticator may answer the username field's autofill (conditional UI) before the
  // button is pressed: either way the passkey alone signs in.
  await dialog(page)
    .getByRole('button', { name: '使用通行密钥登录' })
    .click({ timeout: 3000 })
    .catch(() => undefined);
  await expect(toast(page, '登录成功')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);

  // The password now asks for the second step, which the passkey finishes. Meanwhile the authenticator
  // stays untouched, or it would answer the username field's autofill request (conditional UI) itself.
  await signOut(page);
  const presence = (enabled: boolean) =>
    cdp.send('WebAuthn.setAutomaticPresenceSimulation', { authenticatorId, enabled });
  await presence(false);
  await openLogin(page);
  await dialog(page).getByLabel('用户账号').fill(reader.username);
  await dialog(page).getByLabel('用户密码').fill(reader.password);
  await dialog(page).getByRole('button', { name: '登录', exact: true }).click();
  await expect(dialog(page).getByRole('button', { name: '使用通行密钥验证' })).toBeVisible();
  await presence(true);
  await dialog(page).getByRole('button', { name: '使用通行密钥验证' }).click();
  await expect(toast(page, '登录成功')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
});
