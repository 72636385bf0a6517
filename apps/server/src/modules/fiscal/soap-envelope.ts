import { type VerifactuObligadoEmision, verifactuObligadoEmisionSchema } from "@comanda/domain";
import { XMLValidator } from "fast-xml-parser";
import { create } from "xmlbuilder2";
import {
  NS_SOAP_ENVELOPE,
  NS_SUMINISTRO_INFORMACION,
  NS_SUMINISTRO_LR,
  NS_XMLNS,
  REGISTRO_FACTURA_OPEN_TAG,
} from "./aeat-namespaces";

/** SuministroLR.xsd: RegistroFactura maxOccurs="1000" (the AEAT answers error 4113 above it). */
export const MAX_RECORDS_PER_SUBMISSION = 1000;

export interface SoapEnvelopeInput {
  /** The issuer all the records belong to (the AEAT wants IDEmisorFactura = this NIF, error 1108). */
  obligadoEmision: VerifactuObligadoEmision;
  /**
   * True when the records are sent late because of an incident (the connection was down):
   * Cabecera/RemisionVoluntaria/Incidencia = S. It flags the whole submission, so records
   * generated during an incident go in batches of their own.
   */
  incidencia: boolean;
  /** Stored record fragments (`buildRegistroAltaXml` / `buildRegistroAnulacionXml`), in chain order. */
  registros: readonly string[];
}

const CLOSING_TAG = "</sum:RegFactuSistemaFacturacion>";

function assertFragment(fragment: string, index: number): void {
  // Verbatim embedding is only sound for our own fragments: one well-formed element that
  // declares the prefixes it uses.
  const wrapped =
    fragment.startsWith(REGISTRO_FACTURA_OPEN_TAG) && fragment.endsWith("</sum:RegistroFactura>");
  if (!wrapped || XMLValidator.validate(fragment) !== true) {
    throw new RangeError(`record ${index} is not a stored RegistroFactura fragment`);
  }
}

/**
 * The SOAP 1.1 request for the AEAT's RegFactuSistemaFacturacion operation: a Cabecera and 1 to
 * 1,000 stored records, put in verbatim (each already declares its namespaces). Throws a
 * RangeError for no records, too many, or a text that is not a record fragment, and a ZodError
 * for an issuer the schema refuses.
 */
export function buildSoapEnvelope(input: SoapEnvelopeInput): string {
  const { registros } = input;
  if (registros.length === 0 || registros.length > MAX_RECORDS_PER_SUBMISSION) {
    throw new RangeError(
      `a submission carries 1 to ${MAX_RECORDS_PER_SUBMISSION} records, got ${registros.length}`,
    );
  }
  registros.forEach(assertFragment);
  const obligado = verifactuObligadoEmisionSchema.parse(input.obligadoEmision);

  const envelope = create({ version: "1.0", encoding: "UTF-8" })
    .ele(NS_SOAP_ENVELOPE, "soapenv:Envelope")
    .att(NS_XMLNS, "xmlns:sum", NS_SUMINISTRO_LR)
    .att(NS_XMLNS, "xmlns:sum1", NS_SUMINISTRO_INFORMACION);
  envelope.ele(NS_SOAP_ENVELOPE, "soapenv:Header");
  const submission = envelope
    .ele(NS_SOAP_ENVELOPE, "soapenv:Body")
    .ele(NS_SUMINISTRO_LR, "sum:RegFactuSistemaFacturacion");
  const header = submission.ele(NS_SUMINISTRO_LR, "sum:Cabecera");
  const issuer = header.ele(NS_SUMINISTRO_INFORMACION, "sum1:ObligadoEmision");
  issuer.ele(NS_SUMINISTRO_INFORMACION, "sum1:NombreRazon").txt(obligado.NombreRazon);
  issuer.ele(NS_SUMINISTRO_INFORMACION, "sum1:NIF").txt(obligado.NIF);
  if (input.incidencia) {
    header
      .ele(NS_SUMINISTRO_INFORMACION, "sum1:RemisionVoluntaria")
      .ele(NS_SUMINISTRO_INFORMACION, "sum1:Incidencia")
      .txt("S");
  }

  const text = envelope.end({ prettyPrint: false });
  const at = text.lastIndexOf(CLOSING_TAG);
  return text.slice(0, at) + registros.join("") + text.slice(at);
}
