import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import 'md-editor-rt/lib/preview.css';
import { hasTypesetMath, MATH_SHEET_ATTRIBUTE } from '@protocol/math';
import { useAppSelector } from '@/app/hooks';
import { selectCodeTheme, selectPreviewTheme, selectThemeMode } from '@/features/theme';
import { useCopyNotice } from '../useCopyNotice';
import { applyCodeTheme, codeStyleMode } from '../markdown/codeThemeStyles';
import { watchFailedImages } from './failedImages';
import { zoomOnClick } from './imageZoom';

export const PREVIEW_ID = 'article-preview';

interface Props {
  /** The body as the server rendered and sanitised it (getArticleById's article_html). */
  html: string;
}

/**
 * The article's body: HTML made on the server (docs/architecture.md "Article HTML"), inside
 * md-editor-rt's preview frame so its preview themes and the highlight.js code themes style it,
 * following dark/light and the reader's choice. No Markdown runtime runs in the reader's browser.
 * The server's markup and the first client render are the same string, so hydration keeps it as it is.
 */
export function ArticleBody({ html }: Props) {
  const mode = useAppSelector(selectThemeMode);
  const previewTheme = useAppSelector(selectPreviewTheme);
  const codeTheme = useAppSelector(selectCodeTheme);
  const copy = useCopyNotice();
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => applyCodeTheme(codeTheme, codeStyleMode(previewTheme, mode)), [codeTheme, previewTheme, mode]);

  // Typeset math needs KaTeX's sheet: a server-rendered page links it already; an article opened
  // inside the app loads the app's copy once (docs/import-export.md "Math and diagrams").
  useEffect(() => {
    if (hasTypesetMath(html) && !document.querySelector(`link[${MATH_SHEET_ATTRIBUTE}]`))
      void import(/* webpackChunkName: "katex-sheet" */ 'katex/dist/katex.min.css');
  }, [html]);

  useEffect(() => {
    const element = frame.current;
    if (!element) return undefined;
    // Code blocks' copy buttons go through the app's copy (复制成功 with the copied code); the click
    // must not also fold the block its head belongs to.
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest('.md-editor-copy-button');
      if (!button) return;
      event.preventDefault();
      void copy(button.closest('.md-editor-code')?.querySelector('pre code')?.textContent);
    };
    element.addEventListener('click', onClick);
    const stopZoom = zoomOnClick(element);
    const stopWatching = watchFailedImages(element);
    return () => {
      element.removeEventListener('click', onClick);
      stopZoom();
      stopWatching();
    };
  }, [copy, html]);

  return (
    <Box ref={frame} sx={{ '& .md-editor': { bgcolor: 'transparent' } }}>
      <div id={PREVIEW_ID} className="md-editor md-editor-previewOnly" data-theme={mode}>
        <div
          id={`${PREVIEW_ID}-preview`}
          className={`md-editor-preview ${previewTheme}-theme md-editor-scrn`}
          // Sanitised on the server by the article policy (server/src/lib/markdown/sanitize.ts).
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </div>
    </Box>
  );
}
