import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { MdPreview, type HeadList } from 'md-editor-rt';
import 'md-editor-rt/lib/preview.css';
import { useAppSelector } from '@/app/hooks';
import { selectCodeTheme, selectPreviewTheme, selectThemeMode } from '@/features/theme';
import { headingId } from '../toc/toc';
import { useCopyNotice } from '../useCopyNotice';
import { applyCodeTheme, codeStyleMode } from './codeThemeStyles';
import { useHighlighterReady } from './highlighter';

// md-editor-rt fetches highlight.js (and katex, mermaid, echarts) from a CDN unless given instances:
// highlighting uses our bundled copy once its chunk has arrived (highlighter.ts), the rest is
// switched off on the preview below.

export const PREVIEW_ID = 'article-preview';
const COPY_BUTTON = '.md-editor-copy-button';

const headingIdOf = ({ index }: { index: number }) => headingId(index);

interface Props {
  content: string;
  onCatalog?: (headings: HeadList[]) => void;
}

/**
 * The article's Markdown with the chosen preview and code themes, following dark/light. The code
 * blocks' copy buttons go through the app's copy (复制成功 with the copied code).
 */
export function ArticleMarkdown({ content, onCatalog }: Props) {
  const mode = useAppSelector(selectThemeMode);
  const previewTheme = useAppSelector(selectPreviewTheme);
  const codeTheme = useAppSelector(selectCodeTheme);
  const copy = useCopyNotice();
  const frame = useRef<HTMLDivElement>(null);
  const highlighted = useHighlighterReady();

  useEffect(() => applyCodeTheme(codeTheme, codeStyleMode(previewTheme, mode)), [codeTheme, previewTheme, mode]);

  useEffect(() => {
    const element = frame.current;
    if (!element) return undefined;
    // Capture phase: runs before md-editor-rt's own handler on the button and stops it.
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest(COPY_BUTTON);
      if (!button) return;
      event.stopPropagation();
      event.preventDefault();
      const block = button.closest('.md-editor-code');
      void copy(block?.querySelector('pre code')?.textContent);
    };
    element.addEventListener('click', onClick, true);
    return () => element.removeEventListener('click', onClick, true);
  }, [copy]);

  return (
    <Box ref={frame} sx={{ '& .md-editor': { bgcolor: 'transparent' }, '& .md-editor-preview-wrapper': { p: 0 } }}>
      <MdPreview
        // md-editor-rt reads the highlighter when it mounts: remount once it is there.
        key={highlighted ? 'highlighted' : 'plain'}
        noHighlight={!highlighted}
        id={PREVIEW_ID}
        value={content}
        theme={mode}
        previewTheme={previewTheme}
        codeTheme={codeTheme}
        language="zh-CN"
        mdHeadingId={headingIdOf}
        onGetCatalog={onCatalog}
        noMermaid
        noKatex
        noEcharts
      />
    </Box>
  );
}
