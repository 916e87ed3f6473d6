/**
 * addView is a bodiless PUT (spec §7): no params and no body, so there is nothing to validate
 * (a body, if any, is ignored). The limit: spec §1 bumps the counter once per visit; 30 a minute
 * per client is plenty for real visits and stops scripted inflation.
 */
export const ADD_VIEW_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };
