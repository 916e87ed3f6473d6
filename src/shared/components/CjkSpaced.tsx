import Box from '@mui/material/Box';

/** Han, kana, Hangul, CJK punctuation and full-width forms: the characters spacing suits. */
const CJK_RUN = /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]+)/u;

/** `text` cut into runs, each CJK or not, in order. */
export function cjkRuns(text: string): { text: string; cjk: boolean }[] {
  // split() with a capturing group puts the CJK runs at the odd places.
  return text
    .split(CJK_RUN)
    .map((run, i) => ({ text: run, cjk: i % 2 === 1 }))
    .filter((run) => run.text !== '');
}

/**
 * A title whose CJK characters are spread by `spacing` (a CSS length) while Latin words and numbers
 * keep their natural spacing: spread letters read as "T y p e S c r i p t" (docs/behaviour.md §2.4).
 */
export function CjkSpaced({ text, spacing }: { text: string; spacing: string }) {
  return cjkRuns(text).map((run, i) =>
    run.cjk ? (
      <Box component="span" key={i} sx={{ letterSpacing: spacing }}>
        {run.text}
      </Box>
    ) : (
      run.text
    ),
  );
}
