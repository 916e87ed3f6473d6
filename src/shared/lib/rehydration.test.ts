import { isRehydrated, whenRehydrated } from './rehydration';

function fakeStore(state: Record<string, unknown>) {
  const listeners = new Set<() => void>();
  return {
    state,
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: Record<string, unknown>) {
      Object.assign(state, next);
      listeners.forEach((listener) => listener());
    },
  };
}

describe('whenRehydrated', () => {
  it('treats a store without persisted slices as restored', () => {
    expect(isRehydrated({ theme: { theme: 'light' } })).toBe(true);
    const callback = jest.fn();
    whenRehydrated(fakeStore({ theme: {} }), callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('waits until every persisted slice is restored, then runs once', () => {
    const store = fakeStore({ theme: { _persist: { rehydrated: false } }, user: { _persist: { rehydrated: false } } });
    const callback = jest.fn();
    whenRehydrated(store, callback);
    store.set({ theme: { _persist: { rehydrated: true } } });
    expect(callback).not.toHaveBeenCalled();
    store.set({ user: { _persist: { rehydrated: true } } });
    store.set({ user: { _persist: { rehydrated: true } } });
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled before the state is back', () => {
    const store = fakeStore({ theme: { _persist: { rehydrated: false } } });
    const callback = jest.fn();
    whenRehydrated(store, callback)();
    store.set({ theme: { _persist: { rehydrated: true } } });
    expect(callback).not.toHaveBeenCalled();
  });
});
