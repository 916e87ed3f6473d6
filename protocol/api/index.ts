import { articleContracts } from './article';
import { commentContracts } from './comment';
import { messageContracts } from './message';
import { spamContracts } from './spam';

// Every endpoint's contract by domain (docs/architecture.md "API contracts"). The client names one as
// `'<domain>.<endpoint>'` and takes its types from here with `import type` only;
// server/test/core/contracts.test.ts checks that the server registers each and the client names
// only these.
export const apiContracts = {
  article: articleContracts,
  comment: commentContracts,
  message: messageContracts,
  spam: spamContracts,
};
export type ApiContracts = typeof apiContracts;
