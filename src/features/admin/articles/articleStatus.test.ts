import { ARTICLE_STATUSES, statusName, STATUS_LABELS } from './articleStatus';

describe('article status', () => {
  it('reads a select value as its status, anything else as a draft', () => {
    expect(statusName('private')).toBe('private');
    expect(statusName('public')).toBe('public');
    expect(statusName('1')).toBe('draft');
    expect(ARTICLE_STATUSES.map((status) => STATUS_LABELS[status])).toEqual(['公开', '私密', '草稿']);
  });
});
