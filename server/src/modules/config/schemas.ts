/**
 * addView is a bodiless PUT (docs/behaviour.md §8.1): no params and no body, so there is nothing to validate
 * (a body, if any, is ignored). The limit: docs/behaviour.md §8.1 bumps the counter once per visit; 30 a minute
 * per client is plenty for real visits and stops scripted inflation.
 */
export const ADD_VIEW_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };
