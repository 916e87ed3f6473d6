import { adminUser, createUser, type TestContext } from '../helpers';

/** The seeded talk, album, resource and message-board reads compared between the two databases. */
export const BOARD_READS = [
  '/api/talk/getTalkById/1',
  '/api/talk/getTalkById/5',
  '/api/photoAlbum/getAllAlbumList',
  '/api/photo/getAllPhotosByAlbumId/1',
  '/api/photo/getAllPhotosByAlbumId/4',
  '/api/resource/getCategoryList/front',
  '/api/resource/getCategoryList/back',
  '/api/resource/getSiteList/front/build',
  '/api/resource/getSiteList/back/nothing',
  '/api/message/getAllMessage',
  '/api/message/getHotTagList',
  '/api/message/getMessageById/3',
];

/** The flow's last board searches: each finds the post 'Hello Inkstone' whatever the letter case. */
export const BOARD_SEARCHES = ['hello', 'INKSTONE', 'hElLo iNk'];

/**
 * The message board's and friend links' writes (docs/behaviour.md §10) on one app: a friend link applied for, edited and approved; posts anonymous
 * and signed, edited, searched, liked, commented and deleted; a talk liked and commented. Returns
 * what a client saw at each step.
 */
export async function boardFlow(ctx: TestContext): Promise<unknown[]> {
  const seen: unknown[] = [];
  const admin = await adminUser(ctx);
  const reader = await createUser(ctx, { username: 'pgboard1', nick_name: '留言者' });
  const call = async (method: 'POST' | 'PUT', url: string, payload: object, token?: string) => {
    const res = await ctx.app.inject({ method, url, payload, headers: token ? { authorization: token } : {} });
    const body = res.json();
    seen.push({ step: `${method} ${url}`, status: res.statusCode, body });
    return body;
  };
  const link = { site_name: '新朋友', site_desc: '<b>描述</b>', site_avatar: '', url: 'https://friend.example' };
  const applied = await call('POST', '/api/links/add', link, reader.token);
  await call('POST', '/api/links/update', { id: applied.result.id, ...link, site_name: '改名' }, reader.token);
  await call('POST', '/api/links/getLinksList', { current: 1, size: 10, status: 'pending' }, admin.token);
  await call('POST', '/api/links/review', { id: applied.result.id, status: 'approved' }, admin.token);
  await call('POST', '/api/links/getLinksList', { current: 1, size: 10 });

  const style = { color: '#fff', bg_color: '#5b8def', font_size: 18, font_weight: 700, bg_url: '' };
  await call('POST', '/api/message/add', { ...style, message: '<b>匿名</b>来访', tag: '打卡' });
  const mine = await call('POST', '/api/message/add', { ...style, message: '署名留言', tag: '新标签' }, reader.token);
  const id = mine.result.id as number;
  await call('POST', '/api/message/update', { ...style, id, message: '改过 100%', tag: '新标签' }, reader.token);
  await call('POST', '/api/like/addLike', { type: 3, for_id: id }, reader.token);
  await call('POST', '/api/comment/add', { type: 3, for_id: id, content: '自己评论' }, admin.token);
  await call('POST', '/api/message/getMessageList', { current: 1, size: 5 }, reader.token);
  await call('POST', '/api/message/getMessageList', { current: 1, size: 5, tag: '鼓励' });
  await call('POST', '/api/message/getMessageList', { current: 1, size: 5, message: '0%' });
  // Latin letters match in either case on both databases (docs/behaviour.md §10).
  await call('POST', '/api/message/add', { ...style, message: 'Hello Inkstone', tag: '打卡' });
  for (const message of BOARD_SEARCHES)
    await call('POST', '/api/message/getMessageList', { current: 1, size: 5, message });
  await call('PUT', '/api/message/delete', { idList: [id, 1] }, reader.token);
  await call('PUT', '/api/message/delete', { idList: [id] }, reader.token);

  await call('POST', '/api/talk/blogGetTalkList', { current: 1, size: 10 }, reader.token);
  await call('POST', '/api/talk/blogGetTalkList', { current: 2, size: 10 });
  await call('POST', '/api/like/addLike', { type: 2, for_id: 2 }, reader.token);
  await call('POST', '/api/comment/add', { type: 2, for_id: 2, content: '好风景' }, reader.token);
  await call('POST', '/api/like/addLike', { type: 2, for_id: 5 }, reader.token);
  await call('POST', '/api/notify/getNotifyList', { current: 1, size: 10 }, admin.token);
  await call('POST', '/api/notify/getNotifyList', { current: 1, size: 10 }, reader.token);
  return seen;
}
