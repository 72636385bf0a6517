import { X509Certificate } from "node:crypto";
import https from "node:https";
import { Duplex } from "node:stream";
import tls from "node:tls";
import { type AeatAnswer, parseAeatAnswer } from "./aeat-response";

/**
 * Sends a SOAP request to the AEAT's VERI*FACTU service over HTTPS with mutual TLS: the client
 * authenticates with the local's certificate (the PKCS#12 the manager uploads). The outcome says
 * whether the agency answered (a response to act on, or a SOAP Fault) or could not be reached
 * (nothing was registered: keep the records and send them again later, flagged Incidencia).
 */

/** notes §1.2 (josemmo/Verifactu-PHP AeatClient): production and pre-production (test) hosts. */
export const AEAT_VERIFACTU_ENDPOINTS = {
  production: "https://www1.agenciatributaria.gob.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP",
  test: "https://prewww1.aeat.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP",
} as const;

export interface SendToAeatOptions {
  endpoint: string;
  /** The PKCS#12 file and its password. */
  pfx: Buffer;
  passphrase: string;
  /** `buildSoapEnvelope`'s output. */
  envelope: string;
  /** For the whole exchange, connection to last byte of the answer. */
  timeoutMs: number;
  /** CAs to trust instead of the public ones (tests: the fake's CA). */
  ca?: string | Buffer;
}

/**
 * Why nothing was delivered. `certificate`: the PKCS#12 or its password cannot be used (nothing
 * left the server; the manager must fix it). `refused`, `timeout`, `network`: no connection or no
 * answer in time. `tls`: the handshake failed (e.g. the agency refused the certificate).
 * `http_status`: an HTTP error without a SOAP answer (e.g. 503 from a proxy). `bad_answer`: a
 * success status with a body that is not the service's answer.
 * A timeout may come after the agency registered the records: sent again, they come back as
 * duplicates (error 3000) with what the agency holds.
 */
export type AeatUnreachableReason =
  | "certificate"
  | "refused"
  | "timeout"
  | "tls"
  | "network"
  | "http_status"
  | "bad_answer";

export type AeatSendOutcome =
  | { kind: "answered"; httpStatus: number; answer: AeatAnswer }
  | { kind: "unreachable"; reason: AeatUnreachableReason; message: string; httpStatus?: number };

/** A 1,000-line answer is well under a megabyte; anything far bigger is not the service. */
const MAX_ANSWER_BYTES = 16 * 1024 * 1024;

class ExchangeTimeout extends Error {}

interface HttpAnswer {
  status: number;
  body: string;
}

type Credentials = Pick<SendToAeatOptions, "pfx" | "passphrase" | "ca">;

function post(endpoint: string, body: Buffer, credentials: Credentials, timeoutMs: number) {
  return new Promise<HttpAnswer>((resolve, reject) => {
    const request = https.request(
      endpoint,
      {
        method: "POST",
        ...credentials,
        // No pooling: submissions are a minute or more apart and each may use another certificate.
        agent: false,
        headers: { "Content-Type": "text/xml; charset=utf-8", "Content-Length": body.length },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        let ended = false;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES)
            request.destroy(new Error(`the answer is over ${MAX_ANSWER_BYTES} bytes`));
          else chunks.push(chunk);
        });
        response.on("end", () => {
          ended = true;
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") });
        });
        response.on("error", reject);
        response.on("close", () => {
          if (!ended) reject(new Error("the connection closed before the answer ended"));
        });
      },
    );
    const timer = setTimeout(
      () => request.destroy(new ExchangeTimeout(`no answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
    request.on("close", () => clearTimeout(timer));
    request.on("error", reject);
    request.end(body);
  });
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function unreachableReason(error: unknown): AeatUnreachableReason {
  if (error instanceof ExchangeTimeout) return "timeout";
  const code = (error as NodeJS.ErrnoException).code ?? "";
  if (code === "ECONNREFUSED") return "refused";
  // OpenSSL's handshake errors and alerts (ERR_SSL_*), node's TLS checks (ERR_TLS_*) and the
  // certificate verification codes (CERT_HAS_EXPIRED, UNABLE_TO_VERIFY_LEAF_SIGNATURE, …).
  if (/SSL|TLS|CERT|SIGNATURE/.test(code)) return "tls";
  return "network";
}

/** Posts a SOAP request to the AEAT and reads its answer; never throws. */
export async function sendToAeat(options: SendToAeatOptions): Promise<AeatSendOutcome> {
  const credentials: Credentials = { pfx: options.pfx, passphrase: options.passphrase, ca: options.ca };
  try {
    // Read here, so a bad file or password is told apart from a failed connection.
    tls.createSecureContext(credentials);
  } catch (error) {
    return { kind: "unreachable", reason: "certificate", message: describe(error) };
  }
  let answer: HttpAnswer;
  try {
    answer = await post(
      options.endpoint,
      Buffer.from(options.envelope, "utf8"),
      credentials,
      options.timeoutMs,
    );
  } catch (error) {
    return { kind: "unreachable", reason: unreachableReason(error), message: describe(error) };
  }
  // A SOAP 1.1 Fault comes with status 500: the body decides, the status only when it is not SOAP.
  try {
    return { kind: "answered", httpStatus: answer.status, answer: parseAeatAnswer(answer.body) };
  } catch (error) {
    const success = answer.status >= 200 && answer.status < 300;
    return {
      kind: "unreachable",
      reason: success ? "bad_answer" : "http_status",
      httpStatus: answer.status,
      message: success ? describe(error) : `HTTP ${answer.status}`,
    };
  }
}

export type CertificateCheck =
  | {
      ok: true;
      subject: string;
      issuer: string;
      serialNumber: string;
      validFrom: Date;
      validTo: Date;
      expired: boolean;
    }
  | { ok: false; problem: "wrong_passphrase" | "legacy_encryption" | "not_pkcs12" };

/**
 * Tells a usable PKCS#12 and password from a wrong password or a file that is not one, with the
 * certificate's subject and validity. `legacy_encryption`: the file is protected with RC2/40-bit
 * (old Windows and browser exports), which node's OpenSSL 3 no longer reads: the holder must
 * export it again (AES or 3DES).
 */
export function checkCertificate(pfx: Buffer, passphrase: string, now = new Date()): CertificateCheck {
  let secureContext: tls.SecureContext;
  try {
    secureContext = tls.createSecureContext({ pfx, passphrase });
  } catch (error) {
    const message = describe(error);
    if (/mac verify failure|bad decrypt/i.test(message)) return { ok: false, problem: "wrong_passphrase" };
    if ((error as NodeJS.ErrnoException).code === "ERR_CRYPTO_UNSUPPORTED_OPERATION") {
      return { ok: false, problem: "legacy_encryption" };
    }
    return { ok: false, problem: "not_pkcs12" };
  }
  // Node has no API to read a secure context's certificate; a TLS socket over a stream that
  // never connects exposes it (getCertificate is the local side's certificate).
  const socket = new tls.TLSSocket(new Duplex({ read() {}, write: (_chunk, _encoding, done) => done() }), {
    secureContext,
  });
  const local = socket.getCertificate();
  socket.destroy();
  if (!local || !("raw" in local)) return { ok: false, problem: "not_pkcs12" };
  const certificate = new X509Certificate(local.raw);
  const validFrom = new Date(certificate.validFrom);
  const validTo = new Date(certificate.validTo);
  return {
    ok: true,
    subject: certificate.subject.split("\n").join(", "),
    issuer: certificate.issuer.split("\n").join(", "),
    serialNumber: certificate.serialNumber,
    validFrom,
    validTo,
    expired: now < validFrom || now > validTo,
  };
}
