import { altOf, droppedImages, imageUploadHandler, imagesMarkdown } from './imageUpload';

describe('pasted image upload', () => {
  it('inserts only the images that uploaded, named after their files', async () => {
    const upload = jest.fn(async (file: File) => (file.name === 'bad.png' ? null : `/uploads/${file.name}`));
    const insert = jest.fn();
    await imageUploadHandler(upload)([new File(['a'], 'a.png'), new File(['b'], 'bad.png')], insert);
    expect(insert).toHaveBeenCalledWith([{ url: '/uploads/a.png', alt: 'a', title: 'a' }]);
  });
  it('inserts nothing when every upload failed', async () => {
    const insert = jest.fn();
    await imageUploadHandler(async () => null)([new File(['a'], 'a.png')], insert);
    expect(insert).not.toHaveBeenCalled();
  });
  it('names a nameless screenshot "image"', () => {
    expect(altOf('.png')).toBe('image');
    expect(altOf('我的 图.jpeg')).toBe('我的 图');
  });
});

describe('dropped images', () => {
  it('are picked from the drop and written as Markdown', () => {
    const png = new File(['a'], 'a.png', { type: 'image/png' });
    const text = new File(['b'], 'b.txt', { type: 'text/plain' });
    const files = [png, text] as unknown as FileList;
    expect(droppedImages({ dataTransfer: { files } as DataTransfer })).toEqual([png]);
    expect(droppedImages({ dataTransfer: null })).toEqual([]);
    expect(imagesMarkdown([{ url: '/uploads/a.png', alt: 'a', title: 'a' }])).toBe("![a](/uploads/a.png 'a')");
    expect(imagesMarkdown(['/uploads/a.png', '/uploads/b.png'])).toBe('![](/uploads/a.png)\n![](/uploads/b.png)');
  });
});
