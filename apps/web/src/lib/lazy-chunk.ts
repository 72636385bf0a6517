import { lazy } from "react";

/** Spec §9: a script chunk still missing after this long counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadTimeout extends Error {
  constructor() {
    super(`a script chunk took more than ${CHUNK_LOAD_TIMEOUT_MS / 1000} s to load`);
  }
}

/** Rejects when `loading` has not settled within the chunk timeout. */
export function withChunkTimeout<T>(loading: Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadTimeout()), timeoutMs);
  });
  return Promise.race([loading, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The one way to load a component's code on demand: React's lazy with the spec's timeout. A
 * failure (network, timeout) reaches ChunkErrorBoundary, which offers to reload the app.
 */
export const lazyChunk: typeof lazy = (load) => lazy(() => withChunkTimeout(load()));
