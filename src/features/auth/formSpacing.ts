/**
 * The login dialog's one rhythm (docs/behaviour.md §4.1): the form starts 8 px under the title (a
 * floating label is never cut by it), fields keep MUI's dense margin with a reserved helper line, and
 * every button sits 8 px below what precedes it — the same in 登录 and 注册 mode.
 */
export const FORM_SX = { pt: 1 } as const;
export const BUTTON_SX = { mt: 1 } as const;
