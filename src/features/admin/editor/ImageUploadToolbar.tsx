import { useRef } from 'react';
import { NormalToolbar } from 'md-editor-rt';

/**
 * Lucide's image-plus (ISC), drawn in strokes like md-editor-rt's own toolbar icons (its
 * `.md-editor-icon` rule sizes them and turns fill off, so a filled icon would not show).
 */
const ImagePlusIcon = () => (
  <svg
    className="md-editor-icon"
    viewBox="0 0 24 24"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden
  >
    <path d="M16 5h6" />
    <path d="M19 2v6" />
    <path d="M21 11.5V19a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h7.5" />
    <path d="m21 15-3.086-3.086a2 2 0 0 0-2.828 0L6 21" />
    <circle cx="9" cy="9" r="2" />
  </svg>
);

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
        <ImagePlusIcon />
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
