import { LanguageDescription } from '@codemirror/language';

/**
 * Stands in for `@codemirror/language-data` in the build (webpack alias): md-editor-rt's editor asks it
 * for the languages of fenced code blocks, and the full list is ~110 lazy chunks whose names and
 * hashes webpack's runtime — part of every reader's first load — must carry (about 1.3 KB gzip).
 * These few languages cover what a blog's Markdown source usually holds; the preview highlights every
 * language anyway (highlight.js).
 */
export const languages: LanguageDescription[] = [
  LanguageDescription.of({
    name: 'JavaScript',
    alias: ['js', 'jsx', 'ts', 'tsx', 'typescript', 'node'],
    extensions: ['js', 'mjs', 'cjs', 'jsx', 'ts', 'tsx'],
    load: () =>
      import(/* webpackChunkName: "cm-javascript" */ '@codemirror/lang-javascript').then((m) =>
        m.javascript({ jsx: true, typescript: true }),
      ),
  }),
  LanguageDescription.of({
    name: 'CSS',
    alias: ['css', 'scss', 'less'],
    extensions: ['css'],
    load: () => import(/* webpackChunkName: "cm-css" */ '@codemirror/lang-css').then((m) => m.css()),
  }),
  LanguageDescription.of({
    name: 'HTML',
    alias: ['html', 'xhtml', 'vue'],
    extensions: ['html', 'htm'],
    load: () => import(/* webpackChunkName: "cm-html" */ '@codemirror/lang-html').then((m) => m.html()),
  }),
  LanguageDescription.of({
    name: 'JSON',
    alias: ['json'],
    extensions: ['json'],
    load: () => import(/* webpackChunkName: "cm-json" */ '@codemirror/lang-json').then((m) => m.json()),
  }),
];
