import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useImperativeHandle, type ReactNode, type Ref } from 'react';
import type { UploadImgEvent } from 'md-editor-rt';
import { IMAGE_TOOLBAR_TITLE } from './ImageUploadToolbar';
import { MarkdownEditor } from './MarkdownEditor';
import { renderAsAdmin } from '@/shared/testing/renderAsAdmin';

// Captures the props our component hands md-editor-rt (its CodeMirror does not run in jsdom); like
// md-editor-rt it renders the custom toolbars it is given and exposes `insert` on its ref.
const mockEditorProps: Record<string, unknown>[] = [];
const mockInsert = jest.fn();
jest.mock('md-editor-rt', () => ({
  allToolbar: ['bold', 'link', 'image', 'table'],
  config: jest.fn(),
  NormalToolbar: (props: { title: string; onClick: () => void; disabled?: boolean; children: ReactNode }) => (
    <button
      type="button"
      title={props.title}
      aria-label={props.title}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      {props.children}
    </button>
  ),
  MdEditor: function MdEditor(props: { ref: Ref<unknown>; defToolbars: ReactNode[] }) {
    mockEditorProps.push(props);
    useImperativeHandle(props.ref, () => ({ insert: mockInsert }));
    return <div data-testid="md-editor">{props.defToolbars}</div>;
  },
}));

// The blog's upload mutation (jsdom's FormData cannot travel over Node's fetch): answers like the
// base query does — the envelope's result, or a refusal of a file named bad.png with the server's message.
const mockUpload = jest.fn((file: File): unknown => ({
  ...(file.name === 'bad.png'
    ? { error: { status: 'REFUSED', data: { code: 1, message: '只能上传图片' } } }
    : { data: { url: `/uploads/2026/${file.name}` } }),
}));
jest.mock('@/shared/api/uploadApi', () => ({
  ...jest.requireActual('@/shared/api/uploadApi'),
  useUploadImageMutation: () => [(file: File) => Promise.resolve(mockUpload(file)), { isLoading: false }],
}));

describe('the Markdown editor', () => {
  beforeEach(() => {
    mockEditorProps.length = 0;
    mockUpload.mockClear();
    mockInsert.mockClear();
  });

  it('never asks a CDN: mermaid, katex and echarts are off', () => {
    renderAsAdmin(<MarkdownEditor value="" onChange={() => undefined} />);
    expect(mockEditorProps.at(-1)).toMatchObject({
      noMermaid: true,
      noKatex: true,
      noEcharts: true,
      noPrettier: true,
      noUploadImg: true,
    });
  });

  it('uploads a pasted image and inserts it as Markdown; a refused one is announced and left out', async () => {
    const { store } = renderAsAdmin(<MarkdownEditor value="" onChange={() => undefined} />);
    const onUploadImg = mockEditorProps.at(-1)?.onUploadImg as UploadImgEvent;
    const insert = jest.fn();
    const pasted = new File(['png'], 'screenshot.png', { type: 'image/png' });
    const bad = new File(['x'], 'bad.png', { type: 'image/png' });
    await act(() => onUploadImg([pasted, bad], insert));
    expect(mockUpload).toHaveBeenCalledTimes(2);
    expect(mockUpload.mock.calls[0][0]).toBe(pasted);
    expect(insert).toHaveBeenCalledWith([
      { url: '/uploads/2026/screenshot.png', alt: 'screenshot', title: 'screenshot' },
    ]);
    expect(store.getState().notices.items.map((n) => n.message)).toContain('只能上传图片');
  });

  it("replaces md-editor-rt's image button (an empty ![]()) with ours; tooltip and hint name paste and drop", () => {
    renderAsAdmin(<MarkdownEditor value="" onChange={() => undefined} />);
    expect(mockEditorProps.at(-1)?.toolbars).toEqual(['bold', 'link', 0, 'table']);
    expect(screen.getByRole('button', { name: IMAGE_TOOLBAR_TITLE })).toHaveAttribute(
      'title',
      '上传图片（也可以直接粘贴或拖入正文）',
    );
    expect(screen.getByText('插入图片：点工具栏的图片按钮上传，或直接粘贴、拖入正文。')).toBeInTheDocument();
  });

  it('uploads images chosen from the toolbar through the one upload, with progress, and inserts them', async () => {
    const user = userEvent.setup();
    let answer: (value: unknown) => void = () => undefined;
    mockUpload.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    renderAsAdmin(<MarkdownEditor value="" onChange={() => undefined} />);
    await user.click(screen.getByRole('button', { name: IMAGE_TOOLBAR_TITLE }));
    const photo = new File(['png'], 'photo.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('选择要上传的图片'), photo);

    expect(await screen.findByRole('progressbar', { name: '图片上传中' })).toBeInTheDocument();
    expect(screen.getByText('图片上传中…（1 张）')).toBeInTheDocument();
    expect(mockUpload).toHaveBeenCalledWith(photo);
    answer({ data: { url: '/uploads/2026/photo.png' } });
    await waitFor(() => expect(mockInsert).toHaveBeenCalledTimes(1));
    const generate = mockInsert.mock.calls[0][0] as () => { targetValue: string };
    expect(generate().targetValue).toBe("![photo](/uploads/2026/photo.png 'photo')");
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  it('a failed toolbar upload says 图片上传失败, or the server’s reason, and inserts nothing', async () => {
    const user = userEvent.setup();
    mockUpload
      .mockReturnValueOnce({ error: { status: 400, data: { code: 400, message: '' } } })
      .mockReturnValueOnce({ error: { status: 'TIMEOUT_ERROR', error: 'timeout' } })
      .mockReturnValueOnce({ error: { status: 413, data: { code: 413, message: '图片过大' } } });
    const { store } = renderAsAdmin(<MarkdownEditor value="" onChange={() => undefined} />);
    const input = screen.getByLabelText('选择要上传的图片');
    for (const name of ['a.png', 'b.png', 'c.png'])
      await user.upload(input, new File(['png'], name, { type: 'image/png' }));
    await waitFor(() => expect(store.getState().notices.items).toHaveLength(3));
    expect(store.getState().notices.items.map((n) => n.message)).toEqual(['图片上传失败', '图片上传失败', '图片过大']);
    expect(mockInsert).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });
});
