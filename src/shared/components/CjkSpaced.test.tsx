import { render } from '@testing-library/react';
import { CjkSpaced, cjkRuns } from './CjkSpaced';

describe('CJK-only letter spacing (docs/behaviour.md §2.4)', () => {
  it('cuts a mixed title into CJK and Latin runs', () => {
    expect(cjkRuns('TypeScript 类型体操入门：从 infer 到 4.1')).toEqual([
      { text: 'TypeScript ', cjk: false },
      { text: '类型体操入门：从', cjk: true },
      { text: ' infer ', cjk: false },
      { text: '到', cjk: true },
      { text: ' 4.1', cjk: false },
    ]);
    expect(cjkRuns('分类')).toEqual([{ text: '分类', cjk: true }]);
  });

  it('spreads the CJK characters only, Latin words keep their letters together', () => {
    const { container } = render(
      <h1>
        <CjkSpaced text="TypeScript 入门" spacing="4px" />
      </h1>,
    );
    const spread = [...container.querySelectorAll('span')].filter((el) => getComputedStyle(el).letterSpacing === '4px');
    expect(spread.map((el) => el.textContent)).toEqual(['入门']);
    expect(getComputedStyle(container.querySelector('h1')!).letterSpacing).not.toBe('4px');
    expect(container).toHaveTextContent('TypeScript 入门');
  });
});
