import { Type, type Static } from '@sinclair/typebox';

/** docs/behaviour.md §8.1 GET /api/statistic; articleCount counts public articles only (status 1). */
export const Statistic = Type.Object({
  articleCount: Type.Integer(),
  categoryCount: Type.Integer(),
  tagCount: Type.Integer(),
  userCount: Type.Integer(),
});
export type Statistic = Static<typeof Statistic>;
