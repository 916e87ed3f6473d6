import { serializeState } from './serializeState';

describe('serializeState', () => {
  it('cannot close or comment out its script element, and parses back unchanged', () => {
    const state = {
      apis: { api: { queries: { x: { data: '</script><script>alert(1)</script> <!-- & \u2028\u2029' } } } },
      fromMarkup: [],
    };
    const text = serializeState(state);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(state);
  });
});
