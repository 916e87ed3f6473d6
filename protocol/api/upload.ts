import { Type } from '@sinclair/typebox';
import { contract } from './contract';
import { Envelope } from './envelope';

// docs/behaviour.md §4.6: the blog's one image upload. The file is a multipart field `file`, read
// and checked by the handler (sniffed, decoded whole, size and quota bounded), not by a schema.

export const uploadContracts = {
  image: contract({
    method: 'POST',
    path: '/api/upload/img',
    tag: 'upload',
    summary: '上传图片（multipart 字段 file；jpg/png/gif/webp） · Upload an image, multipart field file',
    auth: 'user',
    multipart: true,
    /** Where the stored image is served: a name by its content under /uploads/. */
    response: Envelope(Type.Object({ url: Type.String() })),
    failures: [400, 413, 429],
    invalidates: [],
  }),
};
