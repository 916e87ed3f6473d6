// markdown-it plugins that ship no types: each is a plugin function (md, options) → void.
declare module 'markdown-it-image-figures' {
  import type { PluginWithOptions } from 'markdown-it';
  const plugin: PluginWithOptions<{ figcaption?: boolean | 'title' | 'alt'; classes?: string; lazy?: boolean }>;
  export default plugin;
}
declare module 'markdown-it-sub' {
  import type { PluginSimple } from 'markdown-it';
  const plugin: PluginSimple;
  export default plugin;
}
declare module 'markdown-it-sup' {
  import type { PluginSimple } from 'markdown-it';
  const plugin: PluginSimple;
  export default plugin;
}
declare module 'markdown-it-task-lists' {
  import type { PluginWithOptions } from 'markdown-it';
  const plugin: PluginWithOptions<{ enabled?: boolean; label?: boolean }>;
  export default plugin;
}
