import {
  READING_SHEETS_META,
  READING_THEMES_KEY,
  CODE_THEME_ATTRIBUTE,
  type ReadingSheets,
} from '@protocol/readingThemes';
import { READING_THEMES_SCRIPT } from '@protocol/readingThemesScript';

// docs/behaviour.md §3: an article page's reading themes apply before the first paint, before the app.
describe('the reading themes’ head script, run as the browser runs it before the first paint', () => {
  const sheets: ReadingSheets = {
    preview: { github: '/assets/ssr.github.css' },
    code: { a11y: { light: '/assets/ssr.a11y-light.css', dark: '/assets/ssr.a11y-dark.css' } },
    darkCode: ['default', 'mk-cute'],
  };
  const meta = () => `<meta name="${READING_SHEETS_META}" content='${JSON.stringify(sheets)}'>`;
  /** The page's head as an article page has it, after the colour-scheme script chose `scheme`. */
  function runScript(choice: object | null, scheme = 'light', head = meta()) {
    document.head.innerHTML = head;
    document.body.innerHTML = '';
    document.documentElement.className = scheme;
    document.documentElement.removeAttribute(CODE_THEME_ATTRIBUTE);
    localStorage.clear();
    // The encoded key and value of docs/behaviour.md §1.5: btoa of the key, btoa of the JSON.
    if (choice) localStorage.setItem(btoa(READING_THEMES_KEY), btoa(JSON.stringify(choice)));
    new Function(READING_THEMES_SCRIPT)();
  }
  const loaded = () =>
    [...document.head.querySelectorAll('link[rel=stylesheet]')].map((link) => [
      link.getAttribute('href'),
      link.getAttribute('blocking'),
    ]);

  it('loads the chosen sheets render-blocking and swaps the body theme as it is parsed', async () => {
    runScript({ preview: 'github', code: 'a11y' });
    expect(loaded()).toEqual([
      ['/assets/ssr.github.css', 'render'],
      ['/assets/ssr.a11y-light.css', 'render'],
    ]);
    expect(document.documentElement.getAttribute(CODE_THEME_ATTRIBUTE)).toBe('a11y');
    document.body.innerHTML = '<div class="md-editor-preview default-theme md-editor-scrn"></div>';
    await Promise.resolve(); // the parser's insertion reaches the observer before any paint
    expect(document.body.firstElementChild?.className).toBe('md-editor-preview github-theme md-editor-scrn');
  });

  it('follows the scheme, and the dark code blocks of some preview themes', () => {
    runScript({ preview: 'github', code: 'a11y' }, 'dark');
    expect(loaded()).toContainEqual(['/assets/ssr.a11y-dark.css', 'render']);
    runScript({ preview: 'mk-cute', code: 'a11y' }, 'light');
    expect(loaded()).toEqual([['/assets/ssr.a11y-dark.css', 'render']]);
  });

  it('does nothing for the defaults, without a choice or without the meta', () => {
    runScript({ preview: 'default', code: 'atom' }, 'dark');
    expect(loaded()).toEqual([]);
    expect(document.documentElement.hasAttribute(CODE_THEME_ATTRIBUTE)).toBe(false);
    runScript(null);
    expect(loaded()).toEqual([]);
    runScript({ preview: 'github', code: 'a11y' }, 'light', '');
    expect(loaded()).toEqual([]);
  });
});
