import { useRef } from 'react';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import { NormalToolbar } from 'md-editor-rt';

/** The toolbar button's tooltip; it also tells the author the other two ways in. */
export const IMAGE_TOOLBAR_TITLE = '上传图片（也可以直接粘贴或拖入正文）';

interface Props {
  /** Called with the chosen image files (one or several). */
  onFiles: (files: File[]) => void;
  /** md-editor-rt passes its own disabled state to custom toolbars. */
  disabled?: boolean;
}

/**
 * The editor toolbar's image button (docs/admin-desk.md, the article editor): it opens the file
 * chooser and hands the files to the editor's one upload path, instead of md-editor-rt's image
 * button, which only inserted an empty `![]()`. The input sits beside the button, not inside it,
 * so its own click never reaches the button again.
 */
export function ImageUploadToolbar({ onFiles, disabled }: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <NormalToolbar title={IMAGE_TOOLBAR_TITLE} disabled={disabled} onClick={() => input.current?.click()}>
        <AddPhotoAlternateOutlined className="md-editor-icon" aria-hidden />
      </NormalToolbar>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp"
        multiple
        hidden
        aria-label="选择要上传的图片"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </>
  );
}
