import { XMLParser, XMLValidator } from "fast-xml-parser";
import { z } from "zod";

/**
 * The AEAT's answer to RegFactuSistemaFacturacion: a `RespuestaRegFactuSistemaFacturacion`
 * (RespuestaSuministro.xsd, RespuestaRegFactuSistemaFacturacionType; element order and types as in
 * the AEAT's schema, seen through public generated models and josemmo/Verifactu-PHP's
 * AeatResponse) or a SOAP 1.1 Fault, which is how the agency refuses a whole submission
 * (`Codigo[4102].El XML no cumple el esquema…`) or reports its own failure (`Codigo[20009]…`).
 * Prefixes vary between answers (env/tikR/tik in the AEAT's), so elements are read by local name.
 */

const yesNo = z.enum(["S", "N"]);
/** ErrorDetalleType is an xs:integer. */
const errorCode = z
  .string()
  .regex(/^\d+$/)
  .transform((code) => Number(code));

export const AEAT_ESTADOS_ENVIO = ["Correcto", "ParcialmenteCorrecto", "Incorrecto"] as const;
export const AEAT_ESTADOS_REGISTRO = ["Correcto", "AceptadoConErrores", "Incorrecto"] as const;
export type AeatEstadoRegistro = (typeof AEAT_ESTADOS_REGISTRO)[number];

export const aeatRespuestaLineaSchema = z.object({
  IDFactura: z.object({
    IDEmisorFactura: z.string(),
    NumSerieFactura: z.string(),
    FechaExpedicionFactura: z.string(),
  }),
  Operacion: z.object({
    TipoOperacion: z.enum(["Alta", "Anulacion"]),
    Subsanacion: yesNo.optional(),
    RechazoPrevio: z.enum(["N", "S", "X"]).optional(),
    SinRegistroPrevio: yesNo.optional(),
  }),
  RefExterna: z.string().optional(),
  EstadoRegistro: z.enum(AEAT_ESTADOS_REGISTRO),
  CodigoErrorRegistro: errorCode.optional(),
  DescripcionErrorRegistro: z.string().optional(),
  /**
   * Only on a record refused as a duplicate (error 3000): what the AEAT already holds. A
   * duplicate whose EstadoRegistroDuplicado is Correcta or AceptadaConErrores was registered
   * by an earlier send (e.g. one whose answer was lost), so it is not a rejection to remedy.
   */
  RegistroDuplicado: z
    .object({
      IdPeticionRegistroDuplicado: z.string(),
      EstadoRegistroDuplicado: z.enum(["Correcta", "AceptadaConErrores", "Anulada"]),
      CodigoErrorRegistro: errorCode.optional(),
      DescripcionErrorRegistro: z.string().optional(),
    })
    .optional(),
});
export type AeatRespuestaLinea = z.output<typeof aeatRespuestaLineaSchema>;

export const aeatRespuestaSchema = z.object({
  /** Only when the submission was not refused as a whole. */
  CSV: z.string().optional(),
  DatosPresentacion: z.object({ NIFPresentador: z.string(), TimestampPresentacion: z.string() }).optional(),
  /** Seconds to wait before the next submission (unless it has 1,000 records). */
  TiempoEsperaEnvio: z
    .string()
    .regex(/^\d{1,4}$/)
    .transform((seconds) => Number(seconds)),
  EstadoEnvio: z.enum(AEAT_ESTADOS_ENVIO),
  /** One line per record sent, in the order sent. */
  RespuestaLinea: z.array(aeatRespuestaLineaSchema).max(1000).default([]),
});
export type AeatRespuesta = z.output<typeof aeatRespuestaSchema>;

const faultSchema = z.object({ faultcode: z.string(), faultstring: z.string() });

export interface AeatSoapFault {
  faultcode: string;
  faultstring: string;
  /** The AEAT's error code when the text carries one (`Codigo[4102]…` → 4102). */
  codigo?: number;
  /**
   * SOAP 1.1's fault code says whose fault it is: `Server` (e.g. `Codigo[20009].Error interno en
   * el servidor`) is the agency's own failure, worth sending again later; `Client` means the
   * request itself was refused (schema, header, certificate) and will be refused again.
   */
  retryable: boolean;
}

export type AeatAnswer =
  | { kind: "respuesta"; respuesta: AeatRespuesta }
  | { kind: "fault"; fault: AeatSoapFault };

const envelopeSchema = z.object({
  Envelope: z.object({
    Body: z.object({
      Fault: faultSchema.optional(),
      RespuestaRegFactuSistemaFacturacion: aeatRespuestaSchema.optional(),
    }),
  }),
});

/** A text that is neither a SOAP answer of the service nor a SOAP Fault. */
export class AeatAnswerError extends Error {
  override name = "AeatAnswerError";
}

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  isArray: (tagName) => tagName === "RespuestaLinea",
});

/** Reads the AEAT's SOAP answer; throws an AeatAnswerError for anything else. */
export function parseAeatAnswer(xml: string): AeatAnswer {
  if (XMLValidator.validate(xml) !== true) throw new AeatAnswerError("the answer is not well-formed XML");
  const parsed = envelopeSchema.safeParse(parser.parse(xml));
  if (!parsed.success) throw new AeatAnswerError(`not an answer of the service: ${parsed.error.message}`);
  const { Fault, RespuestaRegFactuSistemaFacturacion } = parsed.data.Envelope.Body;
  if (Fault) {
    const code = /Codigo\[(\d+)\]/.exec(Fault.faultstring)?.[1];
    const retryable = Fault.faultcode.split(":").at(-1) === "Server";
    return {
      kind: "fault",
      fault: { ...Fault, ...(code === undefined ? {} : { codigo: Number(code) }), retryable },
    };
  }
  if (RespuestaRegFactuSistemaFacturacion)
    return { kind: "respuesta", respuesta: RespuestaRegFactuSistemaFacturacion };
  throw new AeatAnswerError("the SOAP body holds neither a RespuestaRegFactuSistemaFacturacion nor a Fault");
}
