import { useEffect, useMemo } from 'react';
import Box from '@mui/material/Box';
import { MdEditor } from 'md-editor-rt';
import 'md-editor-rt/lib/style.css';
import { useAppSelector } from '@/app/hooks';
import { applyCodeTheme, codeStyleMode, useHighlighterReady } from '@/features/article-detail';
import { selectCodeTheme, selectPreviewTheme, selectThemeMode } from '@/features/theme';
import { useImageUpload } from '../components/useImageUpload';
import { configureEditorExtensions } from './fullscreen';
import { imageUploadHandler } from './imageUpload';

configureEditorExtensions();

interface Props {
  value: string;
  onChange: (value: string) => void;
}

/**
 * md-editor-rt's editor, set up like the readers' article page: our bundled highlight.js (never the
 * CDN; mermaid, katex and echarts switched off), the reader's preview and code themes, dark/light.
 * Pasted or dropped images are uploaded to our uploads and inserted as Markdown.
 */
export function MarkdownEditor({ value, onChange }: Props) {
  const mode = useAppSelector(selectThemeMode);
  const previewTheme = useAppSelector(selectPreviewTheme);
  const codeTheme = useAppSelector(selectCodeTheme);
  const highlighted = useHighlighterReady();
  const { uploadImage } = useImageUpload();
  const onUploadImg = useMemo(() => imageUploadHandler(uploadImage), [uploadImage]);

  useEffect(() => applyCodeTheme(codeTheme, codeStyleMode(previewTheme, mode)), [codeTheme, previewTheme, mode]);

  return (
    <Box data-testid="article-editor" sx={{ '& .md-editor': { minHeight: 480 } }}>
      <MdEditor
        // md-editor-rt reads the highlighter when it mounts: remount once it is there.
        key={highlighted ? 'highlighted' : 'plain'}
        id="admin-article-editor"
        value={value}
        onChange={onChange}
        onUploadImg={onUploadImg}
        theme={mode}
        previewTheme={previewTheme}
        codeTheme={codeTheme}
        language="zh-CN"
        noHighlight={!highlighted}
        noMermaid
        noKatex
        noEcharts
        noPrettier
        toolbarsExclude={['mermaid', 'katex', 'github', 'htmlPreview', 'catalog']}
      />
    </Box>
  );
}
