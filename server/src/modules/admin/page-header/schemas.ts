import { Type } from '@sinclair/typebox';
import { ImageUrl } from '../shared/schemas';

const RouteName = Type.String({ minLength: 1, maxLength: 64 });
const BgUrl = Type.String({ ...ImageUrl, minLength: 1 });

export const CreateBody = Type.Object({ route_name: RouteName, bg_url: BgUrl }, { additionalProperties: false });
export const UpdateBody = Type.Partial(Type.Object({ route_name: RouteName, bg_url: BgUrl }), {
  additionalProperties: false,
  minProperties: 1,
});
export interface BannerInput {
  route_name: string;
  bg_url: string;
}
