import JSDOMEnvironment from 'jest-environment-jsdom';
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';

/**
 * jsdom without Node's fetch family: component and base-query tests talk to real local HTTP servers
 * through Node's own fetch, so hand those globals (and their stream/abort companions) to the window.
 * Blob, File and FormData stay jsdom's, because file inputs and DOM code create them. Node's
 * BroadcastChannel is left out on purpose: an open one keeps Jest from exiting.
 */
export default class JsdomWithFetchEnvironment extends JSDOMEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    const names = [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'AbortController',
      'AbortSignal',
      'ReadableStream',
      'WritableStream',
      'TransformStream',
      'TextEncoder',
      'TextDecoder',
      'structuredClone',
    ] as const;
    const target = this.global as unknown as Record<string, unknown>;
    const source = globalThis as unknown as Record<string, unknown>;
    for (const name of names) {
      if (source[name] !== undefined) target[name] = source[name];
    }
  }
}
