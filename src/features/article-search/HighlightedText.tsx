import Box from '@mui/material/Box';
import { highlight } from './highlight';

/** `text` with the parts matching `query` marked; plain React text, never HTML. */
export function HighlightedText({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlight(text, query).map((part, index) =>
        part.match ? (
          <Box key={index} component="mark" sx={{ bgcolor: 'transparent', color: 'error.main', fontWeight: 700 }}>
            {part.text}
          </Box>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
