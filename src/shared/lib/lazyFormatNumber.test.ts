import buildFormatNumber from './lazyFormatNumber';

describe('lazyFormatNumber (MUI locale formatter, made on first use)', () => {
  it('makes no Intl.NumberFormat until a number is formatted, then one', () => {
    const made = jest.spyOn(Intl, 'NumberFormat');
    const format = buildFormatNumber('zh-CN');
    expect(made).not.toHaveBeenCalled();
    expect(format(1234567)).toBe(new Intl.NumberFormat('zh-CN').format(1234567));
    expect(format(89)).toBe('89');
    // One for the formatter, one for the expectation above.
    expect(made).toHaveBeenCalledTimes(2);
    made.mockRestore();
  });

  it('formats what MUI does not (NaN, Infinity) with String, as MUI does', () => {
    const format = buildFormatNumber('zh-CN');
    expect(format(Number.NaN)).toBe('NaN');
    expect(format(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });

  it('falls back to String for a locale the runtime rejects', () => {
    expect(buildFormatNumber('not a locale!')(1234)).toBe('1234');
  });
});
