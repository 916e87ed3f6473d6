import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { inertMediaQuery } from './matchMedia';

// findBy…/waitFor wait at most this long: Testing Library's 1 s default is a clock that a loaded
// two-core machine (two jest workers beside a build) overruns, and a passing test never waits it out.
configure({ asyncUtilTimeout: 5000 });

// React Router 7 under jsdom needs TextEncoder/TextDecoder on globalThis.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// A test of the server render's own environment (`@jest-environment node`) has no window.
if (typeof window !== 'undefined') {
  if (!window.matchMedia) window.matchMedia = (query: string) => inertMediaQuery(query);
  window.scrollTo = (() => undefined) as typeof window.scrollTo;

  // jsdom has no media playback; components that own an <audio> get inert play/pause/load here
  // (the AudioEngine's own tests use a fake audio element instead).
  Object.defineProperty(window.HTMLMediaElement.prototype, 'play', {
    configurable: true,
    value: () => Promise.resolve(),
  });
  Object.defineProperty(window.HTMLMediaElement.prototype, 'pause', { configurable: true, value: () => undefined });
  Object.defineProperty(window.HTMLMediaElement.prototype, 'load', { configurable: true, value: () => undefined });
}
