import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from '@/app/store';
import { toUploadPath, useImageUpload, type ImageUploadOptions } from './useImageUpload';

// The upload mutation answers as the base query does (jsdom's FormData cannot travel over Node's
// fetch): the result, or a refusal of bad.png, or a 413 for big.png.
const mockUpload = jest.fn((file: File) => {
  if (file.name === 'bad.png') return { error: { status: 'REFUSED', data: { code: 1, message: '只能上传图片' } } };
  if (file.name === 'big.png') return { error: { status: 413, data: { code: 413, message: '图片过大' } } };
  return { data: { url: `${window.location.origin}/uploads/${file.name}` } };
});
jest.mock('../api/uploadApi', () => ({
  useUploadImageMutation: () => [(file: File) => Promise.resolve(mockUpload(file)), { isLoading: false }],
}));
const mockCompress = jest.fn((file: File) => Promise.resolve(file));
jest.mock('../lib/compressImage', () => ({ compressImage: (file: File) => mockCompress(file) }));

const file = (name: string) => new File(['png'], name, { type: 'image/png' });

function setup(options?: ImageUploadOptions) {
  const store = makeStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const { result } = renderHook(() => useImageUpload(options), { wrapper });
  const upload = async (name: string) => {
    let path: string | null = null;
    await act(async () => void (path = await result.current.uploadImage(file(name))));
    return path;
  };
  const messages = () => store.getState().notices.items.map((n) => [n.title, n.message]);
  return { upload, messages };
}

beforeEach(() => {
  mockUpload.mockClear();
  mockCompress.mockClear();
});

describe('useImageUpload (docs/behaviour.md §4.6, §6.2)', () => {
  it('compresses first and answers the path of our own upload', async () => {
    const { upload, messages } = setup();
    expect(await upload('a.png')).toBe('/uploads/a.png');
    expect(mockCompress).toHaveBeenCalledTimes(1);
    expect(messages()).toEqual([]);
  });

  it('says 图片上传失败 for any failure a reader meets, and answers null', async () => {
    const { upload, messages } = setup();
    expect(await upload('bad.png')).toBeNull();
    expect(await upload('big.png')).toBeNull();
    mockCompress.mockRejectedValueOnce(new Error('no canvas'));
    expect(await upload('a.png')).toBeNull();
    expect(messages()).toEqual(Array(3).fill(['错误提示', '图片上传失败']));
  });

  it('with explain, uploads the original and names the reason', async () => {
    const { upload, messages } = setup({ compress: false, explain: { unannounced: '网络异常，请稍后再试' } });
    expect(await upload('bad.png')).toBeNull();
    expect(await upload('big.png')).toBeNull();
    expect(mockCompress).not.toHaveBeenCalled();
    expect(messages()).toEqual([
      ['错误提示', '只能上传图片'],
      ['错误提示', '图片过大'],
    ]);
  });

  it('leaves another site’s address as it is', () => {
    expect(toUploadPath('https://elsewhere.example/a.png', 'http://localhost')).toBe('https://elsewhere.example/a.png');
    expect(toUploadPath('http://localhost/uploads/b.png', 'http://localhost')).toBe('/uploads/b.png');
  });
});
