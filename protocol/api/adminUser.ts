import { Type, type Static } from '@sinclair/typebox';
import { AdminUserRow } from '../adminRows';
import { listAt, updateAt } from './adminCrud';
import { QueryPaging } from './adminSchemas';
import { CacheTag } from './cacheTags';
import { Envelope, Paged } from './envelope';

// Users on the desk: listed and searched; a role or the disabled flag set, never leaving no admin.

const UpdateBody = Type.Object(
  { role: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)])), disabled: Type.Optional(Type.Boolean()) },
  { additionalProperties: false, minProperties: 1 },
);
export type UserUpdate = Static<typeof UpdateBody>;

const path = '/api/admin/user';

export const adminUserContracts = {
  list: listAt(
    path,
    '用户列表与搜索 · Users, searchable',
    Paged(AdminUserRow),
    Type.Object({ ...QueryPaging, keyword: Type.Optional(Type.String({ maxLength: 32 })) }),
  ),
  update: updateAt(
    path,
    '设置角色或停用（不能移除最后一位管理员） · Set role or disable; never the last admin',
    UpdateBody,
    [CacheTag.users],
    Envelope(AdminUserRow),
  ),
};
