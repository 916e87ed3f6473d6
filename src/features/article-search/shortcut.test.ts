import { isSearchShortcut, isTypingTarget } from './shortcut';

const key = (k: string, extra: Partial<KeyboardEvent> = {}, target: EventTarget | null = document.body) =>
  ({ key: k, ctrlKey: false, metaKey: false, altKey: false, target, ...extra }) as KeyboardEvent;

describe('search shortcut', () => {
  it('opens on Ctrl+K or ⌘K, even while typing', () => {
    const input = document.createElement('input');
    expect(isSearchShortcut(key('k', { ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key('K', { metaKey: true }, input))).toBe(true);
    expect(isSearchShortcut(key('k'))).toBe(false);
  });

  it('opens on / only outside text fields', () => {
    expect(isSearchShortcut(key('/'))).toBe(true);
    for (const tag of ['input', 'textarea', 'select'])
      expect(isSearchShortcut(key('/', {}, document.createElement(tag)))).toBe(false);
    const editable = document.createElement('div');
    editable.contentEditable = 'true';
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    expect(isTypingTarget(editable)).toBe(true);
    expect(isSearchShortcut(key('/', {}, editable))).toBe(false);
  });
});
