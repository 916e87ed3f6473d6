import { claimOncePerSession } from './sessionOnce';

/** docs/behaviour.md §8.3 time-of-day greeting: the part that depends only on the hour (0-23). */
export function timeOfDayGreeting(hour: number): string {
  if (hour < 5) return '夜深了，早点休息吧';
  if (hour < 9) return '早上好';
  if (hour < 12) return '上午好';
  if (hour < 14) return '中午好';
  if (hour < 18) return '下午好';
  if (hour < 20) return '傍晚好，记得按时吃饭哦';
  if (hour < 22) return '晚上好';
  return '夜深了，记得早点睡觉哦';
}

/** The user whose greeting is special (docs/behaviour.md §8.3). */
export const SPECIAL_USER_ID = 3;

export interface GreetingInput {
  hour: number;
  name?: string | null;
  userId?: number | null;
}

/**
 * docs/behaviour.md §1.4: the welcome toast text. With a name it greets the user by the hour; without one it
 * welcomes the visitor to the personal blog; user id 3 gets a special greeting.
 */
export function greeting({ hour, name, userId }: GreetingInput): string {
  const part = timeOfDayGreeting(hour);
  if (!name) return `${part}，欢迎来到我的个人博客～`;
  if (userId === SPECIAL_USER_ID) return `亲爱的${name}，见到你真开心！${part}～`;
  return `${name}，${part}～`;
}

/** sessionStorage key marking that this browser session has been greeted (docs/behaviour.md §1.4). */
export const GREETED_KEY = 'blog-greeted';

/**
 * One greeting per browser session (docs/behaviour.md §1.4): the start-up's welcome toast or a login's
 * toast, whichever comes first claims it; not on every reload or page of the same tab.
 */
export const claimGreeting = (storage: Storage | undefined): boolean => claimOncePerSession(storage, GREETED_KEY);
