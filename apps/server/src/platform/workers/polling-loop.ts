import type { FastifyBaseLogger } from "fastify";

export interface PollingLoopOptions<Result> {
  /** One pass over the work due; it reads `isStopped()` between items to end early. */
  drain: () => Promise<Result>;
  pollIntervalMs: number;
  logger: Pick<FastifyBaseLogger, "error">;
  /** What the loop drains, for the log line of a failed pass ("mail outbox"). */
  what: string;
}

/**
 * The polling of a durable outbox's worker: passes are serialised (a manual drain and a timer
 * tick never overlap), the timer does not keep the process alive, and stopping waits for the
 * pass under way. A failed pass is logged and the next one runs on time.
 */
export function createPollingLoop<Result>({
  drain,
  pollIntervalMs,
  logger,
  what,
}: PollingLoopOptions<Result>) {
  let timer: NodeJS.Timeout | undefined;
  let polling = false;
  let stopped = false;
  let queue: Promise<unknown> = Promise.resolve();

  function drainOnce(): Promise<Result> {
    const run = queue.then(drain);
    queue = run.catch(() => undefined);
    return run;
  }

  function schedule() {
    timer = setTimeout(async () => {
      try {
        await drainOnce();
      } catch (error) {
        logger.error({ err: error }, `${what} drain failed`);
      }
      if (!stopped) schedule();
    }, pollIntervalMs);
    timer.unref();
  }

  return {
    drainOnce,
    isStopped: () => stopped,

    /** Polls every `pollIntervalMs`. */
    start() {
      if (polling || stopped) return;
      polling = true;
      schedule();
    },

    /** Stops polling and waits for the pass under way; the loop cannot restart. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await queue;
    },
  };
}
