// Prints one page of the demo blog as the production build serves it (status and HTML, JSON on
// stdout). Run by page-size.test.ts in a process of its own, with NODE_ENV=production: the render
// bundle requires React, MUI and Emotion from node_modules, and under jest they would load their
// development builds, whose labelled class names triple the page. What bench/page-size.ts renders.
import { openTempBlog, runScript } from '../../../scripts/temp-blog';

runScript(async () => {
  const { app, close } = await openTempBlog({ seed: true, pages: true });
  try {
    const res = await app.inject({ method: 'GET', url: process.argv[2] ?? '/home', headers: { accept: 'text/html' } });
    process.stdout.write(
      JSON.stringify({ status: res.statusCode, encoding: res.headers['content-encoding'], html: res.body }),
    );
  } finally {
    await close();
  }
});
