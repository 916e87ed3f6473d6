import { CODE_THEME_ATTRIBUTE, READING_SHEETS_META, READING_THEMES_KEY } from './readingThemes';

/**
 * The head script of a page with an article body (docs/behaviour.md §3): after index.html's
 * colour-scheme script has put `light` or `dark` on <html>, it reads the reader's mirrored reading
 * themes, loads their sheets render-blocking (named by the page's meta) and swaps the body's
 * `default-theme` class as the parser inserts it. Plain ES5, inline: it runs before the first paint.
 * Allowed by its sha256 hash (server/src/plugins/security-headers.ts), like the colour-scheme script.
 */
const SCRIPT_SOURCE = `(function () {
  try {
    var root = document.documentElement;
    var meta = document.querySelector('meta[name="${READING_SHEETS_META}"]');
    var chosen = localStorage.getItem(btoa('${READING_THEMES_KEY}'));
    if (!meta || !chosen) return;
    var sheets = JSON.parse(meta.content);
    chosen = JSON.parse(atob(chosen));
    var load = function (href) {
      var link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.setAttribute('blocking', 'render');
      document.head.appendChild(link);
    };
    var preview = sheets.preview[chosen.preview];
    if (preview) {
      load(preview);
      var swap = function () {
        var bodies = document.querySelectorAll('.md-editor-preview.default-theme');
        for (var i = 0; i < bodies.length; i++) bodies[i].classList.replace('default-theme', chosen.preview + '-theme');
      };
      var watcher = new MutationObserver(swap);
      watcher.observe(root, { childList: true, subtree: true });
      document.addEventListener('DOMContentLoaded', function () {
        swap();
        watcher.disconnect();
      });
    }
    var mode = sheets.darkCode.indexOf(chosen.preview) >= 0 || root.classList.contains('dark') ? 'dark' : 'light';
    var code = (sheets.code[chosen.code] || {})[mode];
    if (code) {
      load(code);
      root.setAttribute('${CODE_THEME_ATTRIBUTE}', chosen.code);
    }
  } catch (e) {}
})();`;

/** Sent without its indentation and line breaks (every line ends a statement or a brace): article pages stay lean (docs/performance.md "Lean server-rendered pages"). */
export const READING_THEMES_SCRIPT = SCRIPT_SOURCE.replace(/\n\s*/g, '');

export const READING_THEMES_SCRIPT_TAG = `<script>${READING_THEMES_SCRIPT}</script>`;
