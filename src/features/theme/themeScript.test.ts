import fs from 'node:fs';
import path from 'node:path';
import { encodeText } from '@/shared/lib/storageCodec';
import { DARK_FLAG_KEY, writeThemeFlag } from './themeFlag';
import { schemeChosenBeforePaint } from './themeScript';

/** index.html's inline colour-scheme script, run as the browser runs it before the first paint. */
function runHeadScript() {
  const html = fs.readFileSync(path.resolve(__dirname, '../../../public/index.html'), 'utf8');
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error('index.html has no inline script');
  document.documentElement.className = '';
  new Function(script)();
}

describe('the colour scheme chosen before paint', () => {
  afterEach(() => {
    localStorage.clear();
    jest.useRealTimers();
  });

  it('follows the saved useDarkKEY flag whatever the hour', () => {
    jest.useFakeTimers().setSystemTime(new Date(2026, 0, 1, 12));
    writeThemeFlag('dark');
    expect(localStorage.getItem(encodeText(DARK_FLAG_KEY))).not.toBeNull();
    runHeadScript();
    expect(schemeChosenBeforePaint()).toBe('dark');
    writeThemeFlag('light');
    jest.setSystemTime(new Date(2026, 0, 1, 23));
    runHeadScript();
    expect(schemeChosenBeforePaint()).toBe('light');
  });

  it('without a flag: light from 8 to 18 o’clock, dark otherwise', () => {
    jest.useFakeTimers().setSystemTime(new Date(2026, 0, 1, 18, 30));
    runHeadScript();
    expect(schemeChosenBeforePaint()).toBe('light');
    jest.setSystemTime(new Date(2026, 0, 1, 19));
    runHeadScript();
    expect(schemeChosenBeforePaint()).toBe('dark');
    jest.setSystemTime(new Date(2026, 0, 1, 7, 59));
    runHeadScript();
    expect(schemeChosenBeforePaint()).toBe('dark');
  });
});
