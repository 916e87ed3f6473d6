import type { UploadImgEvent } from 'md-editor-rt';
import { MarkdownEditor } from './MarkdownEditor';
import { renderAsAdmin } from '@/shared/testing/renderAsAdmin';

// Captures the props our component hands md-editor-rt (its CodeMirror does not run in jsdom).
const mockEditorProps: Record<string, unknown>[] = [];
jest.mock('md-editor-rt', () => ({
  MdEditor: (props: Record<string, unknown>) => {
    mockEditorProps.push(props);
    return <div data-testid="md-editor" />;
  },
  config: jest.fn(),
}));

// The blog's upload mutation (jsdom's FormData cannot travel over Node's fetch): answers like the
// base query does — the envelope's result, or a refusal of a file named bad.png with the server's message.
const mockUpload = jest.fn((file: File) => ({
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
    await onUploadImg([pasted, bad], insert);
    expect(mockUpload).toHaveBeenCalledTimes(2);
    expect(mockUpload.mock.calls[0][0]).toBe(pasted);
    expect(insert).toHaveBeenCalledWith([
      { url: '/uploads/2026/screenshot.png', alt: 'screenshot', title: 'screenshot' },
    ]);
    expect(store.getState().notices.items.map((n) => n.message)).toContain('只能上传图片');
  });
});
