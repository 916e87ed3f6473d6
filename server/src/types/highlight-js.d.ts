// highlight.js's own types pull in the browser's DOM library (`/// <reference lib="dom" />`), which
// retypes fetch's Response for the whole server program; server/tsconfig.json points the module at
// these few declarations instead (the server only highlights strings).
declare const hljs: {
  getLanguage(name: string): object | undefined;
  highlight(code: string, options: { language: string; ignoreIllegals?: boolean }): { value: string };
};
export default hljs;
