import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { muiClass, shortMuiName } from './muiClassNames';

const ROOT = path.resolve(__dirname, '../../..');

/** Every component name MUI ships ('MuiCard', 'MuiTouchRipple', …), read from its CommonJS files. */
function muiComponentNames(): string[] {
  const names = new Set<string>();
  for (const pkg of ['material', 'system']) {
    const dir = path.join(ROOT, 'node_modules', '@mui', pkg);
    for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.js') || entry.parentPath.includes(`${path.sep}esm`)) continue;
      const text = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
      for (const match of text.matchAll(/'(Mui[A-Z][A-Za-z]*)'/g)) names.add(match[1]);
    }
  }
  return [...names];
}

describe('short MUI class names (docs/performance.md, "Lean server-rendered pages")', () => {
  it('gives no two of MUI’s component names the same prefix', () => {
    const names = muiComponentNames();
    expect(names.length).toBeGreaterThan(100);
    const byShort = new Map<string, string[]>();
    for (const name of names) byShort.set(shortMuiName(name), [...(byShort.get(shortMuiName(name)) ?? []), name]);
    expect([...byShort.values()].filter((group) => group.length > 1)).toEqual([]);
  });

  it('is short, fixed and a valid class name', () => {
    expect(shortMuiName('MuiTypography')).toMatch(/^m[0-9a-z]{3}$/);
    expect(shortMuiName('MuiTypography')).toBe(shortMuiName('MuiTypography'));
    expect(muiClass('MuiCard', 'root')).toBe(`${shortMuiName('MuiCard')}-root`);
  });

  it('is set by both entries before anything else is imported', () => {
    for (const entry of ['src/main.tsx', 'src/app/ssr/renderPage.tsx']) {
      const firstImport = readFileSync(path.join(ROOT, entry), 'utf8')
        .split('\n')
        .find((line) => line.startsWith('import '));
      expect(`${entry}: ${firstImport}`).toMatch(/^[^:]+: import '[./]+(app\/)?configureMuiClassNames';$/);
    }
  });
});
