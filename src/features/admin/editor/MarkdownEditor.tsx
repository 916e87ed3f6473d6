import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { allToolbar, MdEditor, type ExposeParam, type UploadImgCallBackParam, type UploadImgEvent } from 'md-editor-rt';
import 'md-editor-rt/lib/style.css';
import { useAppSelector } from '@/app/hooks';
import { applyCodeTheme, codeStyleMode, useHighlighterReady } from '@/features/article-detail';
import { selectCodeTheme, selectPreviewTheme, selectThemeMode } from '@/features/theme';
import { useImageUpload } from '@/shared/hooks/useImageUpload';
import { DESK_UPLOAD } from '../desk/useAdminNotice';
import { configureEditorExtensions } from './fullscreen';
import { droppedImages, imageUploadHandler, imagesMarkdown } from './imageUpload';
import { ImageUploadToolbar } from './ImageUploadToolbar';

configureEditorExtensions();

/** md-editor-rt's toolbar with its image button (an empty `![]()`) replaced by ours, defToolbars[0]. */
const TOOLBARS = allToolbar.map((name) => (name === 'image' ? 0 : name));

interface Props {
  value: string;
  onChange: (value: string) => void;
}

/**
 * md-editor-rt's editor, set up like the readers' article page: our bundled highlight.js (never the
 * CDN; mermaid, katex and echarts switched off), the reader's preview and code themes, dark/light.
 * Images chosen from the toolbar, pasted or dropped are uploaded to our uploads (one path, with a
 * progress bar while any is on its way) and inserted as Markdown.
 */
export function MarkdownEditor({ value, onChange }: Props) {
  const mode = useAppSelector(selectThemeMode);
  const previewTheme = useAppSelector(selectPreviewTheme);
  const codeTheme = useAppSelector(selectCodeTheme);
  const highlighted = useHighlighterReady();
  const { uploadImage } = useImageUpload(DESK_UPLOAD);
  const upload = useMemo(() => imageUploadHandler(uploadImage), [uploadImage]);
  const [pending, setPending] = useState(0);
  const editor = useRef<ExposeParam>(null);

  const onUploadImg: UploadImgEvent = useCallback(
    async (files, insert) => {
      setPending((count) => count + files.length);
      try {
        await upload(files, insert);
      } finally {
        setPending((count) => count - files.length);
      }
    },
    [upload],
  );
  // Where the cursor is; md-editor-rt inserts a paste's images itself through onUploadImg's callback.
  const insertImages = (items: UploadImgCallBackParam) =>
    editor.current?.insert(() => ({
      targetValue: imagesMarkdown(items),
      select: false,
      deviationStart: 0,
      deviationEnd: 0,
    }));

  // A drop only reaches CodeMirror, which would insert the file's name: upload it like a paste.
  const onDrop = (event: DragEvent) => {
    const files = droppedImages(event);
    if (!files.length) return;
    event.preventDefault();
    void onUploadImg(files, insertImages);
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
        // The image menu's upload and crop entries would fetch cropperjs from a CDN; our own toolbar
        // button, paste and drop upload through our route instead (onUploadImg, onDrop).
        noUploadImg
        toolbars={TOOLBARS}
        defToolbars={[<ImageUploadToolbar key="image" onFiles={(files) => void onUploadImg(files, insertImages)} />]}
        toolbarsExclude={['mermaid', 'katex', 'github', 'htmlPreview', 'catalog']}
      />
      {pending > 0 && (
        <Box role="status" sx={{ mt: 1 }}>
          <LinearProgress aria-label="图片上传中" />
          <Typography variant="body2">图片上传中…（{pending} 张）</Typography>
        </Box>
      )}
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        插入图片：点工具栏的图片按钮上传，或直接粘贴、拖入正文。
      </Typography>
    </Box>
  );
}
