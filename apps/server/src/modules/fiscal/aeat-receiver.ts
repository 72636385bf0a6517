import { readFileSync } from "node:fs";
import type { FiscalEnvironment } from "@comanda/domain";
import { AEAT_VERIFACTU_ENDPOINTS, sendToAeat } from "./aeat-client";
import type { AeatRespuestaLinea } from "./aeat-response";
import { buildSoapEnvelope } from "./soap-envelope";
import type { BatchOutcome, QueuedBatch, Receiver, RecordOutcome } from "./submission-queue";

export interface AeatReceiverOptions {
  /** Opens a sealed secret (the certificate's password). */
  open: (sealed: string) => string;
  /** Overrides the agency's address for every environment (a local fake in tests). */
  endpoint?: string | undefined;
  /** A PEM file of CA certificates to trust instead of the public ones (a local fake); read at each send. */
  caFile?: string | undefined;
  timeoutMs?: number;
}

/** What one answered line means for the record (spec §3 invoice statuses). */
export function outcomeOfLine(line: AeatRespuestaLinea, csv: string | undefined): RecordOutcome {
  const code = line.CodigoErrorRegistro === undefined ? null : String(line.CodigoErrorRegistro);
  const text = line.DescripcionErrorRegistro ?? null;
  const base = { done: true, code, text, externalId: csv ?? null };
  if (line.EstadoRegistro === "Correcto") return { ...base, status: "registered" };
  if (line.EstadoRegistro === "AceptadoConErrores") return { ...base, status: "requires_correction" };
  // A duplicate the agency already holds as registered was sent before (an answer lost on the way).
  const held = line.RegistroDuplicado?.EstadoRegistroDuplicado;
  if (held === "Correcta") return { ...base, status: "registered" };
  if (held === "AceptadaConErrores") return { ...base, status: "requires_correction" };
  return { ...base, status: "invalid" };
}

/** Sends a chain's batch to the AEAT's VERI*FACTU SOAP service with the local's certificate. */
export function createAeatReceiver(options: AeatReceiverOptions): Receiver {
  return {
    async send({ config, incidence, records }: QueuedBatch): Promise<BatchOutcome> {
      if (!config.certificate || !config.certificate_password_enc)
        return { kind: "refused", reason: "no certificate" };
      const environment: FiscalEnvironment = config.environment;
      const envelope = buildSoapEnvelope({
        obligadoEmision: { NombreRazon: config.legal_name, NIF: config.tax_number },
        incidencia: incidence,
        registros: records.map(({ record }) => record.xml),
      });
      const sent = await sendToAeat({
        endpoint: options.endpoint ?? AEAT_VERIFACTU_ENDPOINTS[environment],
        pfx: config.certificate,
        passphrase: options.open(config.certificate_password_enc),
        envelope,
        timeoutMs: options.timeoutMs ?? 60_000,
        ...(options.caFile ? { ca: readFileSync(options.caFile) } : {}),
      });
      if (sent.kind === "unreachable") {
        // An unusable certificate is not an outage: the manager must upload a good one.
        return sent.reason === "certificate"
          ? { kind: "refused", reason: sent.message }
          : { kind: "unreachable", reason: `${sent.reason}: ${sent.message}` };
      }
      if (sent.answer.kind === "fault") {
        // A Server fault is the agency's own failure (e.g. 20009): an outage, not our records.
        const { fault } = sent.answer;
        return fault.retryable
          ? { kind: "unreachable", reason: fault.faultstring }
          : { kind: "refused", reason: fault.faultstring };
      }
      const { respuesta } = sent.answer;
      const outcomes = new Map<number, RecordOutcome>();
      // The answer has one line per record, in the order sent; a line that does not name the
      // record at its place leaves that record queued, to be sent again.
      respuesta.RespuestaLinea.forEach((line, index) => {
        const record = records[index]?.record;
        if (record && line.IDFactura.NumSerieFactura === record.num_serie)
          outcomes.set(record.id, outcomeOfLine(line, respuesta.CSV));
      });
      return { kind: "answered", waitSeconds: respuesta.TiempoEsperaEnvio, outcomes };
    },
  };
}
