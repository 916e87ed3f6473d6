import { Type } from '@sinclair/typebox';

/** The desk's first page (docs/admin-desk.md): totals, online now, 30 days, pending work. */
export const Dashboard = Type.Object({
  articleCount: Type.Integer(),
  publicArticleCount: Type.Integer({
    description: '公开文章数（与 /api/statistic 相同） · public articles, as /api/statistic',
  }),
  articleStatusCounts: Type.Object(
    { public: Type.Integer(), private: Type.Integer(), draft: Type.Integer(), scheduled: Type.Integer() },
    { description: '文章按状态计数（合计为 articleCount） · articles by status, summing to articleCount' },
  ),
  viewCount: Type.Integer(),
  articleViewCount: Type.Integer(),
  commentCount: Type.Integer(),
  userCount: Type.Integer(),
  onlineCount: Type.Integer(),
  wordCount: Type.Integer({ description: '全部文章的累计字数 · words in every article, drafts included' }),
  years: Type.Array(Type.Object({ year: Type.String(), articles: Type.Integer(), words: Type.Integer() }), {
    description: '按年份的文章数与字数（新的在前） · articles and words by year, newest first',
  }),
  series: Type.Array(Type.Object({ day: Type.String(), views: Type.Integer(), comments: Type.Integer() })),
  pending: Type.Object(
    {
      linkCount: Type.Integer({ description: '待审核友链数 · friend links awaiting review' }),
      noticeCount: Type.Integer({ description: '本管理员的未读通知数 · this admin’s unread notices' }),
      notices: Type.Array(
        Type.Object({
          id: Type.Integer(),
          type: Type.Integer({
            description:
              '1 文章 2 说说 3 留言板 4 后台 5 账号安全 · 1 article, 2 talk, 3 board, 4 admin, 5 account security',
          }),
          to_id: Type.Integer(),
          text: Type.String({ description: '通知的纯文本 · the notice as plain text' }),
          createdAt: Type.String(),
        }),
        { description: '最新的未读通知（至多 5 条） · the newest unread notices (up to 5)' },
      ),
      comments: Type.Array(
        Type.Object({
          id: Type.Integer(),
          type: Type.Integer({
            description: '1 文章 2 说说 3 留言 4 评论 · 1 article, 2 talk, 3 board post, 4 comment',
          }),
          for_id: Type.Integer(),
          from_name: Type.String(),
          content: Type.String({ description: '纯文本，至多 120 字 · plain text, up to 120 characters' }),
          createdAt: Type.String(),
        }),
        { description: '最新评论（至多 5 条） · the newest comments (up to 5)' },
      ),
    },
    { description: '待处理 · pending work' },
  ),
});
