import { createHash } from "node:crypto";
import {
  type VerifactuEncadenamiento,
  type VerifactuIdFactura,
  type VerifactuPersona,
  type VerifactuRegistroAltaInput,
  type VerifactuRegistroAnulacionInput,
  type VerifactuSistemaInformatico,
  verifactuAltaHashInputOf,
  verifactuAltaHuella,
  verifactuAnulacionHashInputOf,
  verifactuAnulacionHuella,
  verifactuRegistroAltaSchema,
  verifactuRegistroAnulacionSchema,
} from "@comanda/domain";
import { create } from "xmlbuilder2";
import { NS_SUMINISTRO_INFORMACION, NS_SUMINISTRO_LR, NS_XMLNS } from "./aeat-namespaces";

/**
 * The XML of one VERI*FACTU record, `<sum:RegistroFactura><sum1:RegistroAlta>…` (or
 * RegistroAnulacion), in the XSD's element order (SuministroInformacion.xsd,
 * RegistroFacturacionAltaType / RegistroFacturacionAnulacionType).
 *
 * This text is what is stored, immutable, with the record and later sent: the root declares
 * both namespace prefixes (REGISTRO_FACTURA_OPEN_TAG), there is no XML declaration and no
 * whitespace between elements, so `buildSoapEnvelope` puts it verbatim inside its
 * `sum:RegFactuSistemaFacturacion` and what the AEAT receives is byte for byte what was stored.
 * The texts are written from the schema's parsed (trimmed) values, the same the huella is
 * computed from, and a record whose Huella is not the hash of its own fields is refused.
 */

type XmlNode = ReturnType<typeof create>;

const sha256 = (data: Uint8Array) => createHash("sha256").update(data).digest();

/** A `sum1:` child with a text, or an empty container when `text` is undefined. */
function add(parent: XmlNode, name: string, text?: string): XmlNode {
  const child = parent.ele(NS_SUMINISTRO_INFORMACION, `sum1:${name}`);
  return text === undefined ? child : child.txt(text);
}

/** `fields` of `values` as children, in the given (XSD) order; absent optional values are skipped. */
function addFields<T extends object>(
  parent: XmlNode,
  values: T,
  fields: readonly (keyof T & string)[],
): void {
  for (const field of fields) {
    const value = values[field];
    if (typeof value === "string") add(parent, field, value);
  }
}

const ID_FACTURA_FIELDS = ["IDEmisorFactura", "NumSerieFactura", "FechaExpedicionFactura"] as const;

function addIdFacturas(
  parent: XmlNode,
  list: string,
  item: string,
  ids: readonly VerifactuIdFactura[] | undefined,
) {
  if (!ids) return;
  const container = add(parent, list);
  for (const id of ids) addFields(add(container, item), id, ID_FACTURA_FIELDS);
}

function addPersona(parent: XmlNode, persona: VerifactuPersona): void {
  add(parent, "NombreRazon", persona.NombreRazon);
  if ("NIF" in persona) add(parent, "NIF", persona.NIF);
  else addFields(add(parent, "IDOtro"), persona.IDOtro, ["CodigoPais", "IDType", "ID"]);
}

function addTail(
  record: XmlNode,
  values: {
    Encadenamiento: VerifactuEncadenamiento;
    SistemaInformatico: VerifactuSistemaInformatico;
    FechaHoraHusoGenRegistro: string;
    TipoHuella: string;
    Huella: string;
  },
): void {
  const chain = add(record, "Encadenamiento");
  if ("PrimerRegistro" in values.Encadenamiento)
    add(chain, "PrimerRegistro", values.Encadenamiento.PrimerRegistro);
  else {
    addFields(add(chain, "RegistroAnterior"), values.Encadenamiento.RegistroAnterior, [
      ...ID_FACTURA_FIELDS,
      "Huella",
    ]);
  }
  addFields(add(record, "SistemaInformatico"), values.SistemaInformatico, [
    "NombreRazon",
    "NIF",
    "NombreSistemaInformatico",
    "IdSistemaInformatico",
    "Version",
    "NumeroInstalacion",
    "TipoUsoPosibleSoloVerifactu",
    "TipoUsoPosibleMultiOT",
    "IndicadorMultiplesOT",
  ]);
  addFields(record, values, ["FechaHoraHusoGenRegistro", "TipoHuella", "Huella"]);
}

/** The `sum:RegistroFactura` root declaring both prefixes, and its `sum1:` record child. */
function registroFactura(recordName: "RegistroAlta" | "RegistroAnulacion") {
  const root = create()
    .ele(NS_SUMINISTRO_LR, "sum:RegistroFactura")
    .att(NS_XMLNS, "xmlns:sum1", NS_SUMINISTRO_INFORMACION);
  const record = add(root, recordName);
  add(record, "IDVersion", "1.0");
  return { root, record };
}

function assertHuella(expected: string, actual: string): void {
  if (expected !== actual) {
    throw new RangeError(`the record's Huella ${actual} is not the hash of its fields (${expected})`);
  }
}

/** The stored XML of a registro de alta; throws a ZodError for a record the schema refuses. */
export function buildRegistroAltaXml(input: VerifactuRegistroAltaInput): string {
  const alta = verifactuRegistroAltaSchema.parse(input);
  assertHuella(verifactuAltaHuella(verifactuAltaHashInputOf(alta), sha256), alta.Huella);
  const { root, record } = registroFactura("RegistroAlta");
  addFields(add(record, "IDFactura"), alta.IDFactura, ID_FACTURA_FIELDS);
  addFields(record, alta, [
    "NombreRazonEmisor",
    "Subsanacion",
    "RechazoPrevio",
    "TipoFactura",
    "TipoRectificativa",
  ]);
  addIdFacturas(record, "FacturasRectificadas", "IDFacturaRectificada", alta.FacturasRectificadas);
  addIdFacturas(record, "FacturasSustituidas", "IDFacturaSustituida", alta.FacturasSustituidas);
  if (alta.ImporteRectificacion) {
    addFields(add(record, "ImporteRectificacion"), alta.ImporteRectificacion, [
      "BaseRectificada",
      "CuotaRectificada",
    ]);
  }
  addFields(record, alta, ["DescripcionOperacion", "FacturaSimplificadaArt7273"]);
  if (alta.Destinatarios) {
    const recipients = add(record, "Destinatarios");
    for (const persona of alta.Destinatarios) addPersona(add(recipients, "IDDestinatario"), persona);
  }
  const breakdown = add(record, "Desglose");
  for (const line of alta.Desglose) {
    addFields(add(breakdown, "DetalleDesglose"), line, [
      "Impuesto",
      "ClaveRegimen",
      "CalificacionOperacion",
      "TipoImpositivo",
      "BaseImponibleOimporteNoSujeto",
      "CuotaRepercutida",
    ]);
  }
  addFields(record, alta, ["CuotaTotal", "ImporteTotal"]);
  addTail(record, alta);
  return root.end({ headless: true, prettyPrint: false });
}

/** The stored XML of a registro de anulación; throws a ZodError for a record the schema refuses. */
export function buildRegistroAnulacionXml(input: VerifactuRegistroAnulacionInput): string {
  const anulacion = verifactuRegistroAnulacionSchema.parse(input);
  assertHuella(verifactuAnulacionHuella(verifactuAnulacionHashInputOf(anulacion), sha256), anulacion.Huella);
  const { root, record } = registroFactura("RegistroAnulacion");
  addFields(add(record, "IDFactura"), anulacion.IDFactura, [
    "IDEmisorFacturaAnulada",
    "NumSerieFacturaAnulada",
    "FechaExpedicionFacturaAnulada",
  ]);
  addFields(record, anulacion, ["SinRegistroPrevio", "RechazoPrevio"]);
  addTail(record, anulacion);
  return root.end({ headless: true, prettyPrint: false });
}
