/** Under a secret field whose value the server keeps sealed and never sends back (docs/security.md "Secrets at rest"). */
export const SECRET_KEPT_HINT = '已设置（加密保存）；留空则不修改';
