// Builds bench/stack-floor/app.tsx with the production settings of webpack.config.ts into `out`
// (floor.js): shared by bench/stack-floor.mjs (its bytes) and bench/stack-floor-lighthouse.mjs (its
// main-thread time in Lighthouse).
import path from 'node:path';
import webpack from 'webpack';
import { root } from '../../scripts/build-state.mjs';

export async function buildFloor(out) {
  const config = {
    mode: 'production',
    context: root,
    entry: './bench/stack-floor/app.tsx',
    output: { path: out, filename: 'floor.js' },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // Same production alias as webpack.config.ts (react-router exports only its development build).
      alias: { 'react-router$': path.join(root, 'node_modules/react-router/dist/production/index.mjs') },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: 'tsconfig.json' } },
        },
      ],
    },
    performance: { hints: false },
  };
  const stats = await new Promise((resolve, reject) =>
    webpack(config, (error, result) => (error ? reject(error) : resolve(result))),
  );
  if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
}
