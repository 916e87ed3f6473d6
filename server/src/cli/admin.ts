import { resetSecondFactor } from '../modules/user/reset-second-factor';
import { openData, runCli } from './open-data';

const USAGE = '用法：npm run admin -- reset-2fa <用户名>';

/**
 * npm run admin -- <command>: operator commands run with shell access to the server's data (the same
 * DATA_DIR / DATABASE_URL as the server; README "Operator commands"). Exit 0 done, 1 failure, 2 usage.
 * - reset-2fa <username>: removes the account's second factors (docs/security.md "Second factor").
 */
async function main(): Promise<number> {
  const [command, username, ...rest] = process.argv.slice(2);
  if (command !== 'reset-2fa' || !username || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const { db } = await openData();
  try {
    const name = await resetSecondFactor(db, username);
    if (!name) {
      console.error(`找不到用户 ${username}`);
      return 1;
    }
    console.log(`已清除 ${name} 的两步验证与恢复码，并退出其全部登录；请用密码登录后重新设置。`);
    return 0;
  } finally {
    await db.destroy();
  }
}

if (require.main === module) runCli(main);
