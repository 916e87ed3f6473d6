import path from 'node:path';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import fs from 'node:fs';
import webpack, { type Compilation as WebpackCompilation, type Compiler, type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { InjectManifest } from 'workbox-webpack-plugin';
import type { ManifestTransform } from 'workbox-build';
import { WebAppIconsPlugin } from './scripts/web-app-icons';
import { AppScriptsPlugin } from './scripts/app-scripts-plugin';

type Env = Record<string, string | boolean>;

/** Writes build/chunk-groups.json (entry and lazy chunk group → files) for the bundle-size bench. */
class ChunkGroupsPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.done.tap('ChunkGroupsPlugin', (stats) => {
      const json = stats.toJson({ all: false, entrypoints: true, chunkGroups: true, chunkGroupAuxiliary: false });
      const groups: Record<string, string[]> = {};
      for (const [name, group] of Object.entries({ ...json.namedChunkGroups, ...json.entrypoints })) {
        groups[name] = (group.assets ?? []).map((asset) => asset.name).filter((file) => /\.(js|css)$/.test(file));
      }
      fs.mkdirSync(path.resolve(__dirname, 'build'), { recursive: true });
      fs.writeFileSync(path.resolve(__dirname, 'build', 'chunk-groups.json'), JSON.stringify(groups, null, 1));
    });
  }
}
interface Argv {
  mode?: 'development' | 'production' | 'none';
}

/** Text assets worth sending compressed. */
const COMPRESSIBLE = /\.(js|css|html|svg|txt|json)$/;

/**
 * What the service worker does not precache (docs/caching.md "In the reader's browser"): the
 * compressed copies (the browser asks for the plain URL), source maps, icons (the browser fetches
 * them when installing), the page listing the server reads (page-scripts.json) and the chunks only
 * the admin desk loads (never cached: withoutAdminChunks).
 */
const NOT_PRECACHED = [/\.map$/, /\.(br|gz)$/, /^icons\//, /\.LICENSE\.txt$/, /^page-scripts\.json$/];
const ADMIN_GROUP = /^(admin|cm-)/;

/** Drops from the precache the files only the admin desk's chunk groups load. */
const withoutAdminChunks: ManifestTransform = (entries, compilation) => {
  const groups = (compilation as WebpackCompilation).chunkGroups;
  const filesOf = (admin: boolean) =>
    new Set(
      groups
        .filter((group) => ADMIN_GROUP.test(group.name ?? '') === admin)
        .flatMap((group) => group.chunks.flatMap((chunk) => [...chunk.files])),
    );
  const reader = filesOf(false);
  const adminOnly = [...filesOf(true)].filter((file) => !reader.has(file));
  return { manifest: entries.filter((entry) => !adminOnly.includes(entry.url.replace(/^\//, ''))), warnings: [] };
};

const serverTarget = process.env.DEV_API_TARGET || 'http://127.0.0.1:8080';

/** `@protocol/*`: the folder both the SPA and the server import (tsconfig.json paths). */
const protocolAlias = { '@protocol': path.resolve(__dirname, 'protocol') };

/** The SPA: dist/ (`webpack --config-name client`). */
const clientConfig = (_env: Env, argv: Argv): Configuration & { devServer?: DevServerConfiguration } => {
  const production = argv.mode === 'production';
  // css-loader follows `devtool` by default, which in production put each stylesheet's source map
  // inside the JavaScript that carries it (the preview themes' 55 KB of CSS became 128 KB of script):
  // readers never open those maps, so production CSS carries none (docs/performance.md "/article first load").
  // KaTeX's sheet (article math) names woff2, woff and ttf fonts: browsers all read woff2, so only
  // those are emitted; the others stay unresolved urls no browser reaches for.
  const cssLoader = {
    loader: 'css-loader',
    options: { sourceMap: !production, url: { filter: (url: string) => !/\.(woff|ttf)$/i.test(url) } },
  };
  return {
    name: 'client',
    mode: production ? 'production' : 'development',
    // The page runs `boot` (a few KB); `main`, the app, is booted on the reader's first intent
    // (docs/architecture.md "Boot on intent"). One runtime serves both, so they share module instances.
    entry: { boot: './src/boot.ts', main: './src/main.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      // Content hashes let the server cache assets for a year (server/src/plugins/static-files.ts).
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        '@': path.resolve(__dirname, 'src'),
        ...protocolAlias,
        // The admin editor's few code-block languages instead of CodeMirror's ~110 lazy chunks, whose
        // names would otherwise sit in every reader's runtime (src/features/admin/editor/codeLanguages.ts).
        '@codemirror/language-data$': path.resolve(__dirname, 'src/features/admin/editor/codeLanguages.ts'),
        // react-router 7's package exports only its development build; production uses its own build.
        ...(production
          ? { 'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs') }
          : {}),
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: 'tsconfig.json' } },
        },
        // Code-block themes (highlight.js sheets): injected only while chosen, see codeThemeStyles.ts.
        {
          test: /\.css$/,
          include: /[\\/]highlight\.js[\\/]styles[\\/]/,
          use: [{ loader: 'style-loader', options: { injectType: 'lazyStyleTag' } }, cssLoader],
        },
        { test: /\.css$/, exclude: /[\\/]highlight\.js[\\/]styles[\\/]/, use: ['style-loader', cssLoader] },
        {
          test: /\.(png|jpe?g|gif|svg|webp|ico|woff2?)$/,
          type: 'asset',
          parser: { dataUrlCondition: { maxSize: 4096 } },
        },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: 'public/index.html',
        favicon: 'public/favicon.svg',
        scriptLoading: 'defer',
        chunks: ['boot'],
      }),
      new AppScriptsPlugin({
        bootEntry: 'boot',
        appEntry: 'main',
        intentGroups: ['store-after-load', 'widget-chat', 'widget-music', 'site-startup'],
      }),
      // Marks the browser's bundle: code only the server render needs (src/app/router.tsx's data
      // loaders) folds away here and stays in the ssr build (docs/performance.md "/home first load").
      new webpack.DefinePlugin({ 'process.env.CLIENT_BUNDLE': JSON.stringify('1') }),
      // MUI's locale formatter, made on first use rather than at load (src/shared/lib/lazyFormatNumber.ts).
      new webpack.NormalModuleReplacementPlugin(
        /^\.\/utils\/buildFormatNumber\.m?js$/,
        (resource: { context?: string; request: string }) => {
          if (/[\\/]@mui[\\/]material[\\/]locale$/.test(resource.context ?? '')) {
            resource.request = path.resolve(__dirname, 'src/shared/lib/lazyFormatNumber.ts');
          }
        },
      ),
      ...(production
        ? [
            new ChunkGroupsPlugin(),
            new WebAppIconsPlugin(path.resolve(__dirname, 'public', 'favicon.svg')),
            // The service worker, compiled from src/sw/sw.ts with the list of this build's files.
            new InjectManifest({
              swSrc: './src/sw/sw.ts',
              swDest: 'sw.js',
              exclude: NOT_PRECACHED,
              manifestTransforms: [withoutAdminChunks],
              // Every reader's chunk, whatever its size (the article renderer is the largest).
              maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
            }),
            // Brotli and gzip copies beside each text asset: the server sends them as they are
            // (@fastify/static preCompressed), so no CPU is spent compressing per request.
            new CompressionPlugin({
              test: COMPRESSIBLE,
              // sw.js is sent as it is (the server compresses it on the fly): no-cache, small, rare.
              exclude: /^sw\.js$/,
              algorithm: 'brotliCompress',
              filename: '[path][base].br',
              threshold: 1024,
              minRatio: 0.9,
            }),
            new CompressionPlugin({
              test: COMPRESSIBLE,
              exclude: /^sw\.js$/,
              algorithm: 'gzip',
              filename: '[path][base].gz',
              threshold: 1024,
              minRatio: 0.9,
              compressionOptions: { level: 9 },
            }),
          ]
        : []),
    ],
    // Production source maps stay out of the served bundle (separate files, not referenced).
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    optimization: {
      // Named vendor groups hold only what the first page needs ('initial'); MUI pieces used by lazy
      // pages travel with those pages, keeping /home's first load small.
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          react: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            name: 'react',
            chunks: 'initial',
            priority: 30,
          },
          mui: { test: /[\\/]node_modules[\\/](@mui|@emotion)[\\/]/, name: 'mui', chunks: 'initial', priority: 20 },
          redux: {
            test: /[\\/]node_modules[\\/](@reduxjs|redux|react-redux|redux-persist|reselect|immer)[\\/]/,
            name: 'redux',
            chunks: 'initial',
            priority: 20,
          },
        },
      },
      runtimeChunk: 'single',
    },
    performance: { hints: false },
    devServer: {
      host: '127.0.0.1',
      port: Number(process.env.DEV_PORT || 5173),
      hot: true,
      historyApiFallback: true,
      proxy: [
        { context: ['/api', '/wapi', '/uploads'], target: serverTarget, changeOrigin: true },
        { context: ['/ws'], target: serverTarget, ws: true },
      ],
    },
  };
};

/**
 * The server: one file, build/server/main.js (`webpack --config-name server`). tsc cannot rewrite the
 * `@protocol/*` alias, so webpack bundles our own code and leaves every package to node_modules.
 */
const serverConfig = (_env: Env, argv: Argv): Configuration => {
  const production = argv.mode === 'production';
  return {
    name: 'server',
    mode: production ? 'production' : 'development',
    target: 'node20',
    entry: { main: './server/src/main.ts' },
    output: { path: path.resolve(__dirname, 'build', 'server'), filename: '[name].js', clean: true },
    resolve: { extensions: ['.ts', '.js'], alias: protocolAlias },
    // Packages (and node: built-ins) stay require()s resolved at run time from node_modules.
    externals: [
      ({ request }, callback) => {
        if (request && !request.startsWith('.') && !path.isAbsolute(request) && !request.startsWith('@protocol/')) {
          return callback(undefined, `commonjs ${request}`);
        }
        return callback();
      },
    ],
    // The real __dirname (build/server) is what config.ts uses to find the project root.
    node: { __dirname: false, __filename: false },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            options: { transpileOnly: true, configFile: path.resolve(__dirname, 'server', 'tsconfig.json') },
          },
        },
      ],
    },
    // Readable stack traces in production (`node --enable-source-maps`); no minification for a server.
    devtool: 'source-map',
    optimization: { minimize: false },
    performance: { hints: false },
  };
};

/** A package name or subpath (`react`, `@mui/material/Box`): left to node_modules at run time. */
const isPackageRequest = (request: string) =>
  !request.startsWith('.') && !path.isAbsolute(request) && !/^@(protocol)?\//.test(request);

/**
 * The server render of the SPA: one file, build/ssr/render.js (`webpack --config-name ssr`), exporting
 * renderPage (src/app/ssr/renderPage.tsx); the server loads it at run time. Packages stay require()s,
 * so React, MUI and Emotion are the same copies the server's Node resolves; stylesheets become
 * stubs, and assets get the client's URLs without being written again.
 */
const ssrConfig = (_env: Env, argv: Argv): Configuration => {
  const production = argv.mode === 'production';
  return {
    name: 'ssr',
    mode: production ? 'production' : 'development',
    target: 'node20',
    entry: { render: './src/app/ssr/renderPage.tsx' },
    output: {
      path: path.resolve(__dirname, 'build', 'ssr'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      publicPath: '/',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: { '@': path.resolve(__dirname, 'src'), ...protocolAlias } },
    externals: [
      ({ request }, callback) => {
        if (request && isPackageRequest(request) && !request.endsWith('.css')) {
          return callback(undefined, `commonjs ${request}`);
        }
        return callback();
      },
    ],
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: 'tsconfig.json' } },
        },
        { test: /\.css$/, use: path.resolve(__dirname, 'scripts', 'ssr-css-stub-loader.cjs') },
        {
          test: /\.(png|jpe?g|gif|svg|webp|ico|woff2?)$/,
          type: 'asset',
          parser: { dataUrlCondition: { maxSize: 4096 } },
          generator: { emit: false },
        },
      ],
    },
    plugins: [
      // Lazy pages are part of the one file: the renderer awaits them without reading more files.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      // React, RTK and MUI are required from node_modules and pick their builds by NODE_ENV: the
      // production bundle renders with their production builds unless the server says otherwise.
      ...(production
        ? [
            new webpack.BannerPlugin({
              banner: "process.env.NODE_ENV = process.env.NODE_ENV || 'production';",
              raw: true,
              entryOnly: true,
            }),
          ]
        : []),
    ],
    devtool: 'source-map',
    optimization: { minimize: false },
    performance: { hints: false },
  };
};

export default [clientConfig, serverConfig, ssrConfig];
