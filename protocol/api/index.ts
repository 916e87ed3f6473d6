import { accountContracts } from './account';
import { adminAlbumContracts } from './adminAlbum';
import { adminLinkContracts } from './adminLink';
import { adminChatContracts, adminCommentContracts, adminMessageContracts } from './adminModeration';
import { adminPageHeaderContracts } from './adminPageHeader';
import { adminResourceContracts } from './adminResource';
import { adminSiteContracts } from './adminSite';
import { adminTalkContracts } from './adminTalk';
import { adminArticleContracts } from './adminArticle';
import { adminUserContracts } from './adminUser';
import { articleContracts } from './article';
import { chatContracts } from './chat';
import { commentContracts } from './comment';
import { enrolmentContracts } from './enrolment';
import { configContracts } from './config';
import { likeContracts } from './like';
import { linkContracts } from './link';
import { mailContracts } from './mail';
import { messageContracts } from './message';
import { passwordResetContracts } from './passwordReset';
import { notifyContracts } from './notify';
import { pageHeaderContracts } from './pageHeader';
import { pushContracts } from './push';
import { photoContracts } from './photo';
import { resourceContracts } from './resource';
import { revisionContracts } from './revision';
import { statisticContracts } from './statistic';
import { talkContracts } from './talk';
import { taxonomyContracts } from './taxonomy';
import { uploadContracts } from './upload';
import { spamContracts } from './spam';
import { userContracts } from './user';
import { akismetContracts } from './akismet';
import { seriesContracts } from './series';

// Every endpoint's contract by domain (docs/architecture.md "API contracts"). The client names one as
// `'<domain>.<endpoint>'` and takes its types from here with `import type` only;
// server/test/core/contracts.test.ts checks that the server registers each and the client names
// only these.
export const apiContracts = {
  account: { ...accountContracts, ...enrolmentContracts, ...passwordResetContracts },
  adminAlbum: adminAlbumContracts,
  akismet: akismetContracts,
  adminLink: adminLinkContracts,
  adminChat: adminChatContracts,
  adminComment: adminCommentContracts,
  adminMessage: adminMessageContracts,
  adminPageHeader: adminPageHeaderContracts,
  adminResource: adminResourceContracts,
  adminSite: adminSiteContracts,
  adminTalk: adminTalkContracts,
  adminArticle: adminArticleContracts,
  adminUser: adminUserContracts,
  article: articleContracts,
  chat: chatContracts,
  comment: commentContracts,
  config: configContracts,
  like: likeContracts,
  link: linkContracts,
  mail: mailContracts,
  message: messageContracts,
  notify: notifyContracts,
  pageHeader: pageHeaderContracts,
  push: pushContracts,
  photo: photoContracts,
  resource: resourceContracts,
  revision: revisionContracts,
  statistic: statisticContracts,
  talk: talkContracts,
  taxonomy: taxonomyContracts,
  upload: uploadContracts,
  spam: spamContracts,
  user: userContracts,
  series: seriesContracts,
};
export type ApiContracts = typeof apiContracts;
