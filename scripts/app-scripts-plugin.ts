// The document first, the app on intent (docs/architecture.md "Boot on intent"): index.html runs only
// the boot entry; the app's entry files and the chunks a first intent needs are listed in two <meta>
// elements (space-separated, every byte counts on a lean page), which fetch nothing. After `load` the boot script prefetches them at the lowest priority
// (downloaded, not evaluated, never competing with the page's own images), and on the reader's
// intent it turns the app's files into scripts (src/app/boot/loadApp.ts). Each page's own chunk
// group (`page-<id>`) is written to page-scripts.json beside index.html: the server names the
// rendered page's files in that page (server/src/render/page-scripts.ts), so they are fetched ahead too.
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { sources, type Compilation, type Compiler } from 'webpack';
import { PAGE_CHUNK_PREFIX } from '../protocol/pages';
import { PAGE_SCRIPTS_FILE } from '../protocol/ssr';

export interface AppScriptsOptions {
  /** The entry the page runs at once (its files are the page's only scripts). */
  bootEntry: string;
  /** The entry booted on intent: its files are listed in order. */
  appEntry: string;
  /** Lazy chunk groups the first intent needs (store's second step, chat, music): prefetched too. */
  intentGroups: string[];
}

/** The <meta> names the boot script reads (src/shared/boot/appFiles.ts keeps the same two). */
const APP_SCRIPTS = 'inkstone-app';
const INTENT_CHUNKS = 'inkstone-intent';

type Tag = HtmlWebpackPlugin.HtmlTagObject;

const listed = (name: string, content: string): Tag => ({
  tagName: 'meta',
  voidTag: true,
  meta: { plugin: 'AppScriptsPlugin' },
  attributes: { name, content },
});

const filesOf = (compilation: Compilation, name: string) =>
  (compilation.namedChunkGroups.get(name)?.chunks ?? [])
    .flatMap((chunk) => [...chunk.files])
    .filter((file) => file.endsWith('.js'));

export class AppScriptsPlugin {
  constructor(private readonly options: AppScriptsOptions) {}

  /** The boot's and the app entry's files: what a page's or an intent's list leaves out. */
  private entries(compilation: Compilation) {
    const booted = new Set(filesOf(compilation, this.options.bootEntry));
    const app = filesOf(compilation, this.options.appEntry).filter((file) => !booted.has(file));
    return { app, loaded: new Set([...booted, ...app]) };
  }

  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('AppScriptsPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('AppScriptsPlugin', (data) => {
        const { app, loaded } = this.entries(compilation);
        const later = [...new Set(this.options.intentGroups.flatMap((name) => filesOf(compilation, name)))].filter(
          (file) => !loaded.has(file),
        );
        // Paths under the public path, which the boot script puts back (src/shared/boot/appFiles.ts).
        const urls = (files: string[]) => files.join(' ');
        data.headTags.push(listed(APP_SCRIPTS, urls(app)), listed(INTENT_CHUNKS, urls(later)));
        return data;
      });
    });
    // The main compilation only: child compilers (the service worker's) would write it again.
    compiler.hooks.thisCompilation.tap('AppScriptsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'AppScriptsPlugin', stage: compilation.compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const { loaded } = this.entries(compilation);
          const pages: Record<string, string> = {};
          for (const name of compilation.namedChunkGroups.keys()) {
            if (!name.startsWith(PAGE_CHUNK_PREFIX)) continue;
            pages[name] = filesOf(compilation, name)
              .filter((file) => !loaded.has(file))
              .join(' ');
          }
          compilation.emitAsset(PAGE_SCRIPTS_FILE, new sources.RawSource(JSON.stringify(pages)));
        },
      );
    });
  }
}
