import { HOLD_TICKS, initialTypewriter, nextTypewriter, typewriterText, type TypewriterState } from './typewriter';

const run = (state: TypewriterState, lines: string[], ticks: number) => {
  let s = state;
  for (let i = 0; i < ticks; i += 1) s = nextTypewriter(s, lines);
  return s;
};

describe('typewriter', () => {
  const lines = ['砚台', 'ab'];
  it('types a line one character at a time', () => {
    const s1 = nextTypewriter(initialTypewriter, lines);
    expect(typewriterText(s1, lines)).toBe('砚');
    expect(typewriterText(nextTypewriter(s1, lines), lines)).toBe('砚台');
  });
  it('holds, erases, then moves to the next line and cycles', () => {
    let s = run(initialTypewriter, lines, 2 + HOLD_TICKS + 1);
    expect(s.deleting).toBe(true);
    expect(typewriterText(s, lines)).toBe('砚台');
    s = run(s, lines, 3);
    expect(s).toEqual({ line: 1, chars: 0, deleting: false });
    s = run(s, lines, 2 + HOLD_TICKS + 1 + 3);
    expect(s.line).toBe(0);
  });
  it('copes with no lines', () => {
    expect(nextTypewriter({ line: 3, chars: 2, deleting: true }, [])).toEqual(initialTypewriter);
    expect(typewriterText(initialTypewriter, [])).toBe('');
  });
});
