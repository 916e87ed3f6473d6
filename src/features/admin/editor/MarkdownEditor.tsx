import { useEffect, useMemo, useRef } from 'react';
import Box from '@mui/material/Box';
import { MdEditor, type ExposeParam } from 'md-editor-rt';
import 'md-editor-rt/lib/style.css';
import { useAppSelector } from '@/app/hooks';
import { applyCodeTheme, codeStyleMode, useHighlighterReady } from '@/features/article-detail';
import { selectCodeTheme, selectPreviewTheme, selectThemeMode } from '@/features/theme';
import { useImageUpload } from '@/shared/hooks/useImageUpload';
import { DESK_UPLOAD } from '../desk/useAdminNotice';
import { configureEditorExtensions } from './fullscreen';
import { droppedImages, imageUploadHandler, imagesMarkdown } from './imageUpload';

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
  const { uploadImage } = useImageUpload(DESK_UPLOAD);
  const onUploadImg = useMemo(() => imageUploadHandler(uploadImage), [uploadImage]);
  const editor = useRef<ExposeParam>(null);

  // md-editor-rt uploads pasted images itself; a drop only reaches CodeMirror, which would insert
  // the file's name. Dropped images are uploaded the same way and inserted where the cursor is.
  const onDrop = (event: DragEvent) => {
    const files = droppedImages(event);
    if (!files.length) return;
    event.preventDefault();
    void onUploadImg(files, (items) =>
      editor.current?.insert(() => ({
        targetValue: imagesMarkdown(items),
        select: false,
        deviationStart: 0,
        deviationEnd: 0,
      })),
    );
  };

  useEffect(() => applyCodeTheme(codeTheme, codeStyleMode(previewTheme, mode)), [codeTheme, previewTheme, mode]);

  return (
    <Box data-testid="article-editor" sx={{ '& .md-editor': { minHeight: 480 } }}>
      <MdEditor
        // md-editor-rt reads the highlighter when it mounts: remount once it is there.
        key={highlighted ? 'highlighted' : 'plain'}
        id="admin-article-editor"
        ref={editor}
        onDrop={onDrop}
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
        // The image menu's upload and crop entries would fetch cropperjs from a CDN; pasting and
        // dropping images upload through our own route instead (onUploadImg, onDrop).
        noUploadImg
        toolbarsExclude={['mermaid', 'katex', 'github', 'htmlPreview', 'catalog']}
      />
    </Box>
  );
}
