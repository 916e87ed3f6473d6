import { useEffect, useState } from 'react';
import Typography from '@mui/material/Typography';
import { useReducedMotion } from '@/shared/hooks/useReducedMotion';
import { initialTypewriter, nextTypewriter, typewriterText } from './typewriter';

const TICK_MS = 150;

const cursor = {
  '&::after': { content: '"|"', ml: 0.5, animation: 'inkstone-blink 1s step-end infinite' },
  '@keyframes inkstone-blink': { '50%': { opacity: 0 } },
};

/**
 * The home banner's typewriter line, cycling through config.typewriter_text. Readers who asked for
 * less motion get every line at once, still, without the blinking cursor (docs/accessibility.md).
 */
export function Typewriter({ lines }: { lines: string[] }) {
  const reducedMotion = useReducedMotion();
  const [state, setState] = useState(initialTypewriter);
  useEffect(() => {
    if (lines.length === 0 || reducedMotion) return;
    const timer = window.setInterval(() => setState((s) => nextTypewriter(s, lines)), TICK_MS);
    return () => window.clearInterval(timer);
  }, [lines, reducedMotion]);
  return (
    <Typography
      component="p"
      variant="h6"
      aria-live="off"
      data-testid="typewriter"
      data-still={reducedMotion}
      sx={{
        mt: 2,
        minHeight: '2em',
        whiteSpace: 'pre-line',
        textShadow: '0 1px 6px rgba(0,0,0,.5)',
        ...(reducedMotion ? {} : cursor),
      }}
    >
      {reducedMotion ? lines.join('\n') : typewriterText(state, lines)}
    </Typography>
  );
}
