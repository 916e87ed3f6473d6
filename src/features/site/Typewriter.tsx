import { useEffect, useState } from 'react';
import Typography from '@mui/material/Typography';
import { initialTypewriter, nextTypewriter, typewriterText } from './typewriter';

const TICK_MS = 150;

/** The home banner's typewriter line, cycling through config.typewriter_text. */
export function Typewriter({ lines }: { lines: string[] }) {
  const [state, setState] = useState(initialTypewriter);
  useEffect(() => {
    if (lines.length === 0) return;
    const timer = window.setInterval(() => setState((s) => nextTypewriter(s, lines)), TICK_MS);
    return () => window.clearInterval(timer);
  }, [lines]);
  return (
    <Typography
      component="p"
      variant="h6"
      aria-live="off"
      data-testid="typewriter"
      sx={{ mt: 2, minHeight: '2em', textShadow: '0 1px 6px rgba(0,0,0,.5)', '&::after': { content: '"|"', ml: 0.5, animation: 'inkstone-blink 1s step-end infinite' }, '@keyframes inkstone-blink': { '50%': { opacity: 0 } } }}
    >
      {typewriterText(state, lines)}
    </Typography>
  );
}
