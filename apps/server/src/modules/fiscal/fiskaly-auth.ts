import type { FiskalyHttp } from "./fiskaly-http";
import { fiskalyAuthAnswerSchema } from "./fiskaly-schemas";

/**
 * SIGN ES's access token (`POST /auth` with the managed organization's API key and secret; about
 * 24 h). It is kept until shortly before it runs out, so a busy till does not sign in per
 * invoice; calls that need one at the same time share one sign-in.
 */

/** Renewed this long before it runs out, so a call never leaves with a token that dies on the way. */
export const FISKALY_TOKEN_MARGIN_MS = 60_000;

export interface FiskalyAuth {
  /** A valid bearer token, signing in first when there is none or it is about to run out. */
  bearer(): Promise<string>;
  /** Forgets the token (SIGN ES answered 401 to it), so the next `bearer()` signs in again. */
  forget(bearer: string): void;
}

export function createFiskalyAuth({
  http,
  apiKey,
  apiSecret,
  clock,
}: {
  http: FiskalyHttp;
  apiKey: string;
  apiSecret: string;
  clock: () => Date;
}): FiskalyAuth {
  let token: { bearer: string; renewAt: number } | undefined;
  let signingIn: Promise<string> | undefined;

  async function signIn(): Promise<string> {
    const answer = await http({
      method: "POST",
      path: "/auth",
      body: { content: { api_key: apiKey, api_secret: apiSecret } },
      answer: fiskalyAuthAnswerSchema,
    });
    const { bearer, expires_in } = answer.content.access_token;
    token = { bearer, renewAt: clock().getTime() + expires_in * 1000 - FISKALY_TOKEN_MARGIN_MS };
    return bearer;
  }

  return {
    bearer() {
      if (token && clock().getTime() < token.renewAt) return Promise.resolve(token.bearer);
      signingIn ??= signIn().finally(() => {
        signingIn = undefined;
      });
      return signingIn;
    },
    forget(bearer) {
      if (token?.bearer === bearer) token = undefined;
    },
  };
}
