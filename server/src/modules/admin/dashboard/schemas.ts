import { Type } from '@sinclair/typebox';

export const Dashboard = Type.Object({
  articleCount: Type.Integer(),
  publicArticleCount: Type.Integer(),
  viewCount: Type.Integer(),
  articleViewCount: Type.Integer(),
  commentCount: Type.Integer(),
  userCount: Type.Integer(),
  onlineCount: Type.Integer(),
  series: Type.Array(Type.Object({ day: Type.String(), views: Type.Integer(), comments: Type.Integer() })),
});
