export interface StartMessageInput {
  host: string;
  port: number;
  /** What ensureAdmin reported (server/src/db/bootstrap.ts). */
  admin: { created: boolean; generatedPassword: string | null };
}

/**
 * What `npm start` prints once the server listens (README "Two commands"): the address, and on the
 * start that created the administrator, its user name `admin`, its password when one was generated
 * (shown this once only) and where the author's desk is.
 */
export function startMessage({ host, port, admin }: StartMessageInput): string {
  const origin = `http://${host}:${port}`;
  const lines = [`  Inkstone 砚 已启动：${origin}`];
  if (admin.created) {
    lines.push(
      admin.generatedPassword
        ? `  管理员账号已创建：用户名 admin  密码 ${admin.generatedPassword}（只显示这一次，请登录后尽快修改）`
        : '  管理员账号已创建：用户名 admin  密码为 BLOG_ADMIN_PASSWORD 的值',
    );
  }
  lines.push(`  后台管理：${origin}/admin（以 admin 登录后，头像菜单里的「后台管理」也能进入）`);
  return `${lines.join('\n')}\n`;
}
