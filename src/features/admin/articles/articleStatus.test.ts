import { statusName, STATUS_LABELS } from './articleStatus';

describe('article status', () => {
  it('reads stored numbers and names', () => {
    expect(statusName(1)).toBe('public');
    expect(statusName(2)).toBe('private');
    expect(statusName(3)).toBe('draft');
    expect(statusName('private')).toBe('private');
    expect(statusName(undefined)).toBe('draft');
    expect(STATUS_LABELS[statusName(1)]).toBe('公开');
  });
});
