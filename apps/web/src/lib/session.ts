import type { LoginResult } from "@comanda/domain";

const KEY = "comanda.session";

export interface StoredSession extends LoginResult {
  email: string;
  tpv: string;
}

export function readSession(): StoredSession | undefined {
  const raw = localStorage.getItem(KEY);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as StoredSession;
  } catch {
    localStorage.removeItem(KEY);
    return undefined;
  }
}

export function saveSession(session: StoredSession) {
  localStorage.setItem(KEY, JSON.stringify(session));
}

export function clearSession() {
  localStorage.removeItem(KEY);
}
