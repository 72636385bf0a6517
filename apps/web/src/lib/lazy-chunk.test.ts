import { afterEach, describe, expect, it, vi } from "vitest";
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadTimeout, withChunkTimeout } from "./lazy-chunk";

afterEach(() => {
  vi.useRealTimers();
});

describe("withChunkTimeout", () => {
  it("passes on a chunk that arrives in time", async () => {
    await expect(withChunkTimeout(Promise.resolve("chunk"))).resolves.toBe("chunk");
  });

  it("passes on a failed load as it is", async () => {
    const failure = new TypeError("Failed to fetch dynamically imported module");
    await expect(withChunkTimeout(Promise.reject(failure))).rejects.toBe(failure);
  });

  it("gives up after the spec's 120 s", async () => {
    vi.useFakeTimers();
    const never = new Promise<string>(() => undefined);
    const loading = withChunkTimeout(never);
    const outcome = expect(loading).rejects.toBeInstanceOf(ChunkLoadTimeout);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });
});
