import { Type, type Static } from '@sinclair/typebox';
import { PageHeaderRow } from '../adminRows';
import { createAt, listAt, removeAt, updateAt } from './adminCrud';
import { ImageUrl } from './adminSchemas';
import { CacheTag } from './cacheTags';
import { Envelope } from './envelope';

// Page banners per route name on the desk (GET /api/pageHeader/getAll shows them to readers).

const fields = {
  route_name: Type.String({ minLength: 1, maxLength: 64 }),
  bg_url: Type.String({ ...ImageUrl, minLength: 1 }),
};
const CreateBody = Type.Object(fields, { additionalProperties: false });
export type BannerInput = Static<typeof CreateBody>;

const path = '/api/admin/pageHeader';
const written = [CacheTag.pageHeaders];

export const adminPageHeaderContracts = {
  list: listAt(path, '各页横幅 · Page banners', Envelope(Type.Array(PageHeaderRow))),
  create: createAt(path, '新增页面横幅 · Add a page banner', CreateBody, written),
  update: updateAt(
    path,
    '修改页面横幅 · Edit a page banner',
    Type.Partial(Type.Object(fields), { additionalProperties: false, minProperties: 1 }),
    written,
  ),
  remove: removeAt(path, '删除页面横幅 · Delete a page banner', written),
};
