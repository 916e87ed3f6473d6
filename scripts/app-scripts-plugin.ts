// The document first, the app on intent (docs/architecture.md "Boot on intent"): index.html runs only
// the boot entry; the app's entry files and the chunks a first intent needs are listed in two <meta>
// elements (space-separated, every byte counts on a lean page), which fetch nothing. After `load` the boot script prefetches them at the lowest priority
// (downloaded, not evaluated, never competing with the page's own images), and on the reader's
// intent it turns the app's files into scripts (src/app/boot/loadApp.ts).
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';

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

export class AppScriptsPlugin {
  constructor(private readonly options: AppScriptsOptions) {}

  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('AppScriptsPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('AppScriptsPlugin', (data) => {
        const filesOf = (name: string) =>
          (compilation.namedChunkGroups.get(name)?.chunks ?? [])
            .flatMap((chunk) => [...chunk.files])
            .filter((file) => file.endsWith('.js'));
        const booted = new Set(filesOf(this.options.bootEntry));
        const app = filesOf(this.options.appEntry).filter((file) => !booted.has(file));
        const later = [...new Set(this.options.intentGroups.flatMap(filesOf))].filter(
          (file) => !booted.has(file) && !app.includes(file),
        );
        // Paths under the public path, which the boot script puts back (src/shared/boot/appFiles.ts).
        const urls = (files: string[]) => files.join(' ');
        data.headTags.push(listed(APP_SCRIPTS, urls(app)), listed(INTENT_CHUNKS, urls(later)));
        return data;
      });
    });
  }
}
