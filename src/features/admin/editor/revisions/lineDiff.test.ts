import { frontDiff, lineDiff } from './lineDiff';

describe('lineDiff', () => {
  it('marks the removed and added lines between the kept ones', () => {
    expect(lineDiff('甲\n乙\n丙\n丁', '甲\n丙\n戊\n丁')).toEqual([
      { kind: 'same', text: '甲' },
      { kind: 'removed', text: '乙' },
      { kind: 'same', text: '丙' },
      { kind: 'added', text: '戊' },
      { kind: 'same', text: '丁' },
    ]);
  });

  it('shows two equal texts as kept lines only', () => {
    expect(lineDiff('一\n二', '一\n二').every((line) => line.kind === 'same')).toBe(true);
  });
});

describe('frontDiff', () => {
  it('lists only the front fields that differ, with Chinese labels', () => {
    const base = {
      article_title: '旧',
      article_cover: '',
      category_name: '随笔',
      tagNameList: ['甲'],
      status: 'draft',
    };
    expect(frontDiff(base, { ...base, article_title: '新', tagNameList: ['甲', '乙'] })).toEqual([
      ['标题', '旧', '新'],
      ['标签', '甲', '甲、乙'],
    ]);
  });
});
