import { loadApp, prefetchApp } from './loadApp';
import { launcherMark } from '@/shared/boot/firstIntent';

// docs/architecture.md "Boot on intent": the app's files, the page's own chunks and the first
// intent's chunks, as the build and the server list them.
function listFiles() {
  document.head.innerHTML =
    '<meta name="inkstone-app" content="assets/react.1.js assets/main.1.js">' +
    '<meta name="inkstone-intent" content="assets/widget-chat.1.js">' +
    '<meta name="inkstone-page" content="assets/page-talk.1.js assets/42.1.js">';
}
const srcs = (selector: string, attribute: string) =>
  [...document.head.querySelectorAll(selector)].map((element) => element.getAttribute(attribute));

describe('the boot’s files', () => {
  it('prefetches the app, the page’s chunks and the intent’s once the page is idle after load', () => {
    listFiles();
    const idle: Array<() => void> = [];
    Object.assign(window, { requestIdleCallback: (callback: () => void) => idle.push(callback) });
    prefetchApp(window);
    idle.forEach((callback) => callback());
    expect(srcs('link[rel="prefetch"]', 'href')).toEqual([
      '/assets/react.1.js',
      '/assets/main.1.js',
      '/assets/page-talk.1.js',
      '/assets/42.1.js',
      '/assets/widget-chat.1.js',
    ]);
  });

  it('waits for the page’s first paint before prefetching (what counts against its largest paint)', () => {
    listFiles();
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    let report: () => void = () => undefined;
    const painted: string[] = [];
    const idle: Array<() => void> = [];
    const win = Object.assign(Object.create(window) as Window, {
      document,
      requestIdleCallback: (callback: () => void) => idle.push(callback),
      setTimeout: () => 0,
      performance: { getEntriesByName: (name: string) => painted.filter((entry) => entry === name) },
      PerformanceObserver: class {
        constructor(callback: () => void) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    });
    prefetchApp(win);
    idle.forEach((callback) => callback());
    expect(srcs('link[rel="prefetch"]', 'href')).toEqual([]);
    painted.push('first-contentful-paint');
    report();
    idle.forEach((callback) => callback());
    expect(srcs('link[rel="prefetch"]', 'href')).toHaveLength(5);
  });

  it('boots with the page’s chunks first, so the app finds its first page registered, then the entry in order', () => {
    listFiles();
    loadApp(document, false);
    expect(srcs('script', 'src')).toEqual([
      '/assets/page-talk.1.js',
      '/assets/42.1.js',
      '/assets/react.1.js',
      '/assets/main.1.js',
    ]);
    expect(document.documentElement.dataset.app).toBe('booting');
    // Once: a second intent adds nothing.
    loadApp(document, false);
    expect(document.head.querySelectorAll('script')).toHaveLength(4);
  });

  it('boots a tap on a launcher with the entry alone: the shell needs no page, whose boundary loads it later', () => {
    listFiles();
    document.body.innerHTML = '<button id="disc"></button>';
    const disc = document.getElementById('disc') as HTMLElement;
    Object.entries(launcherMark('music')).forEach(([name, value]) => disc.setAttribute(name, value));
    // loadApp boots once per document: fresh modules stand for a fresh page.
    jest.isolateModules(() => {
      const intents = jest.requireActual<typeof import('@/shared/boot/firstIntent')>('@/shared/boot/firstIntent');
      intents.recordIntent({ kind: 'click', target: disc });
      jest.requireActual<typeof import('./loadApp')>('./loadApp').loadApp(document, false);
    });
    expect(srcs('script', 'src')).toEqual(['/assets/react.1.js', '/assets/main.1.js']);
  });
});
