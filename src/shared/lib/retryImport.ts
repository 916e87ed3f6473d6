/**
 * Wraps a dynamic import so one failed download is tried again after a pause: a flaky mobile
 * connection should not leave a menu or a page dead (React.lazy remembers a failure until reload).
 */
export function retryImport<T>(load: () => Promise<T>, retries = 1, delayMs = 1000): () => Promise<T> {
  return async () => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await load();
      } catch (error) {
        if (attempt >= retries) throw error;
        await new Promise((resolve) => setTimeout(resolve, delayMs));
      }
    }
  };
}
