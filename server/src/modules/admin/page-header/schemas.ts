import { Type, type Static } from '@sinclair/typebox';
import { ImageUrl } from '../shared/schemas';

const RouteName = Type.String({ minLength: 1, maxLength: 64 });
const BgUrl = Type.String({ ...ImageUrl, minLength: 1 });

const fields = { route_name: RouteName, bg_url: BgUrl };
export const CreateBody = Type.Object(fields, { additionalProperties: false });
export const UpdateBody = Type.Partial(Type.Object(fields), { additionalProperties: false, minProperties: 1 });
export type BannerInput = Static<typeof CreateBody>;
