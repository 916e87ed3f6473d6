import { serializeState } from './serializeState';

describe('serializeState', () => {
  it('cannot close or comment out its script element, and parses back unchanged', () => {
    const data = '</script><script>alert(1)</script> <!-- & \u2028\u2029';
    const queries = { 'x(undefined)': { status: 'fulfilled', endpointName: 'x', data, fulfilledTimeStamp: 1 } };
    const state = { apis: { api: { queries, mutations: {}, provided: { tags: {}, keys: {} } } }, fromMarkup: [] };
    const text = serializeState(state);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual({
      apis: { api: { queries: { 'x(undefined)': { data } }, fulfilledAt: 1, tagsOf: {} } },
    });
  });
});
