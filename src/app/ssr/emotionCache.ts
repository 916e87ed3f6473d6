import createCache, { type EmotionCache } from '@emotion/cache';

/** One key on both sides: the client's cache adopts the server's <style data-emotion="css …"> tags. */
export const EMOTION_CACHE_KEY = 'css';

export function createEmotionCache(): EmotionCache {
  return createCache({ key: EMOTION_CACHE_KEY });
}
