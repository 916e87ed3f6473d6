import { ARTICLE_STATUSES, STATUS_LABELS } from './articleStatus';

describe('article status', () => {
  it('offers the statuses in the desk order with their labels', () => {
    expect(ARTICLE_STATUSES.map((status) => STATUS_LABELS[status])).toEqual(['公开', '私密', '草稿', '定时']);
  });
});
