/**
 * Runs tasks that share a key one after another, in the order they came; tasks of other keys
 * run alongside. In-process only: it orders this instance's work, not a cluster's.
 */
export function createKeyedQueue() {
  const tails = new Map<string, Promise<unknown>>();
  return async function run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    const result = previous.then(task, task);
    const tail = result.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await result;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
