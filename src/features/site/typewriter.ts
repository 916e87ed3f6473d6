export interface TypewriterState {
  line: number;
  chars: number;
  deleting: boolean;
}

export const initialTypewriter: TypewriterState = { line: 0, chars: 0, deleting: false };

/** Pause, in ticks, on a fully typed line before erasing it. */
export const HOLD_TICKS = 12;

/**
 * One tick of the home typewriter: type the current line a character at a time, hold it, erase it,
 * then move to the next line (cycling). `chars` may run past the line length while holding.
 */
export function nextTypewriter(state: TypewriterState, lines: string[]): TypewriterState {
  if (lines.length === 0) return initialTypewriter;
  const length = [...(lines[state.line % lines.length] ?? '')].length;
  if (!state.deleting) {
    return state.chars >= length + HOLD_TICKS
      ? { ...state, chars: length, deleting: true }
      : { ...state, chars: state.chars + 1 };
  }
  if (state.chars > 0) return { ...state, chars: state.chars - 1 };
  return { line: (state.line + 1) % lines.length, chars: 0, deleting: false };
}

/** The visible text for a state. */
export function typewriterText(state: TypewriterState, lines: string[]): string {
  if (lines.length === 0) return '';
  const chars = [...(lines[state.line % lines.length] ?? '')];
  return chars.slice(0, Math.min(state.chars, chars.length)).join('');
}
