import { verifactuAltaHuella, verifactuAnulacionHuella } from "@comanda/domain";
import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { validateAeatEnvelope } from "../../../test/aeat-xsd";
import { newChain, sha256, ticketF2, vatLine } from "../../../test/verifactu-chain";
import { REGISTRO_FACTURA_OPEN_TAG } from "./aeat-namespaces";
import { buildSoapEnvelope, MAX_RECORDS_PER_SUBMISSION } from "./soap-envelope";
import { buildRegistroAltaXml } from "./verifactu-xml";

const parser = new XMLParser({ removeNSPrefix: true, parseTagValue: false });

interface Fields {
  [name: string]: string | Fields;
}
function text(fields: Fields, path: string): string {
  const value = path.split(".").reduce<string | Fields | undefined>((node, name) => {
    return typeof node === "object" ? node[name] : undefined;
  }, fields);
  if (typeof value !== "string") throw new Error(`no text at ${path}`);
  return value;
}

/** One record alone in a submission, validated as the AEAT would receive it. */
async function validateAlone(xml: string, incidencia = false) {
  const envelope = buildSoapEnvelope({
    obligadoEmision: { NombreRazon: "Restaurante Peña & Güell, S.L.", NIF: "89890001K" },
    incidencia,
    registros: [xml],
  });
  return validateAeatEnvelope(envelope);
}

/** The restaurant's day: two tickets, a full invoice, an F3, a refund, a remedy and a cancellation. */
function day() {
  const chain = newChain();
  const f2a = chain.alta(ticketF2("T1-000001"));
  const f2b = chain.alta(ticketF2("T1-000002"));
  const f1 = chain.alta({
    NumSerieFactura: "T1-000003",
    TipoFactura: "F1",
    DescripcionOperacion: "Cena de empresa",
    Destinatarios: [{ NombreRazon: "Cliente & Hijos S.L.", NIF: "B64717838" }],
    Desglose: [vatLine("10.00", "99.83", "9.98"), vatLine("21.00", "11.27", "2.37")],
    CuotaTotal: "12.35",
    ImporteTotal: "123.45",
  });
  const f3 = chain.alta({
    NumSerieFactura: "T1-000004",
    TipoFactura: "F3",
    DescripcionOperacion: "Factura en sustitución de simplificadas",
    FacturasSustituidas: [f2a.id, f2b.id],
    Destinatarios: [
      { NombreRazon: "Tourist GmbH", IDOtro: { CodigoPais: "DE", IDType: "02", ID: "DE123456789" } },
    ],
    Desglose: [vatLine("10.00", "40.00", "4.00")],
    CuotaTotal: "4.00",
    ImporteTotal: "44.00",
  });
  const r5 = chain.alta({
    NumSerieFactura: "R1-000001",
    TipoFactura: "R5",
    TipoRectificativa: "I",
    FacturasRectificadas: [chain.idOf("T1-000005")],
    DescripcionOperacion: "Devolución de una bebida",
    Desglose: [vatLine("10.00", "-2.50", "-0.25")],
    CuotaTotal: "-0.25",
    ImporteTotal: "-2.75",
  });
  const remedy = chain.alta({ ...ticketF2("T1-000006"), Subsanacion: "S", RechazoPrevio: "X" });
  const cancelled = chain.anulacion("T1-000006");
  return { chain, records: { f2a, f2b, f1, f3, r5, remedy, cancelled } };
}

describe("record XML against the AEAT schemas", () => {
  const { records } = day();

  it.each(Object.entries(records))("%s is valid alone", async (_name, record) => {
    expect(record.xml.startsWith(REGISTRO_FACTURA_OPEN_TAG)).toBe(true);
    expect(await validateAlone(record.xml)).toEqual({ valid: true, errors: [] });
  });

  it("a whole envelope flagged Incidencia is valid and carries the records verbatim, in order", async () => {
    const xmls = Object.values(records).map((record) => record.xml);
    const envelope = buildSoapEnvelope({
      obligadoEmision: { NombreRazon: "Restaurante Peña & Güell, S.L.", NIF: "89890001K" },
      incidencia: true,
      registros: xmls,
    });
    expect(await validateAeatEnvelope(envelope)).toEqual({ valid: true, errors: [] });
    expect(envelope.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const positions = xmls.map((xml) => envelope.indexOf(xml));
    expect(positions.every((at, index) => at > 0 && (index === 0 || at > positions[index - 1]!))).toBe(true);
    const body = parser.parse(envelope).Envelope.Body.RegFactuSistemaFacturacion;
    expect(body.Cabecera.RemisionVoluntaria.Incidencia).toBe("S");
    expect(body.Cabecera.ObligadoEmision.NombreRazon).toBe("Restaurante Peña & Güell, S.L.");
    expect(body.RegistroFactura).toHaveLength(xmls.length);
  });

  it("an envelope without an incident has no RemisionVoluntaria", () => {
    const envelope = buildSoapEnvelope({
      obligadoEmision: { NombreRazon: "Bar", NIF: "89890001K" },
      incidencia: false,
      registros: [records.f2a.xml],
    });
    expect(parser.parse(envelope).Envelope.Body.RegFactuSistemaFacturacion.Cabecera).toEqual({
      ObligadoEmision: { NombreRazon: "Bar", NIF: "89890001K" },
    });
  });

  it("the validator rejects a broken record", async () => {
    // TipoFactura moved after DescripcionOperacion: each element right, the order wrong.
    const tipo = "<sum1:TipoFactura>F2</sum1:TipoFactura>";
    const description = /<sum1:DescripcionOperacion>[^<]*<\/sum1:DescripcionOperacion>/.exec(
      records.f2a.xml,
    )![0];
    const reordered = records.f2a.xml.replace(tipo, "").replace(description, description + tipo);
    const verdict = await validateAlone(reordered);
    expect(verdict.valid).toBe(false);
    expect(verdict.errors.join("\n")).toContain("TipoFactura");
    // An amount with three decimals breaks ImporteSgn12.2Type.
    const badAmount = records.f2a.xml.replace("<sum1:ImporteTotal>22.00<", "<sum1:ImporteTotal>22.000<");
    expect((await validateAlone(badAmount)).valid).toBe(false);
  });

  it("writes the huella of its own fields, names and texts escaped by the library", () => {
    const record = parser.parse(records.f1.xml).RegistroFactura.RegistroAlta as Fields;
    expect(text(record, "NombreRazonEmisor")).toBe("Restaurante Peña & Güell, S.L.");
    expect(records.f1.xml).toContain("Peña &amp; Güell");
    expect(text(record, "Huella")).toBe(
      verifactuAltaHuella(
        {
          IDEmisorFactura: text(record, "IDFactura.IDEmisorFactura"),
          NumSerieFactura: text(record, "IDFactura.NumSerieFactura"),
          FechaExpedicionFactura: text(record, "IDFactura.FechaExpedicionFactura"),
          TipoFactura: "F1",
          CuotaTotal: text(record, "CuotaTotal"),
          ImporteTotal: text(record, "ImporteTotal"),
          Huella: text(record, "Encadenamiento.RegistroAnterior.Huella"),
          FechaHoraHusoGenRegistro: text(record, "FechaHoraHusoGenRegistro"),
        },
        sha256,
      ),
    );
    expect(text(record, "Encadenamiento.RegistroAnterior.Huella")).toBe(records.f2b.huella);
    const cancel = parser.parse(records.cancelled.xml).RegistroFactura.RegistroAnulacion as Fields;
    expect(text(cancel, "Huella")).toBe(
      verifactuAnulacionHuella(
        {
          IDEmisorFacturaAnulada: text(cancel, "IDFactura.IDEmisorFacturaAnulada"),
          NumSerieFacturaAnulada: text(cancel, "IDFactura.NumSerieFacturaAnulada"),
          FechaExpedicionFacturaAnulada: text(cancel, "IDFactura.FechaExpedicionFacturaAnulada"),
          Huella: records.remedy.huella,
          FechaHoraHusoGenRegistro: text(cancel, "FechaHoraHusoGenRegistro"),
        },
        sha256,
      ),
    );
  });

  it("refuses a record whose huella is not the hash of its fields", () => {
    const input = newChain().altaInput(ticketF2("T1-000001"));
    expect(() => buildRegistroAltaXml({ ...input, ImporteTotal: "22.00", CuotaTotal: "2.00" })).not.toThrow();
    expect(() => buildRegistroAltaXml({ ...input, Huella: "0".repeat(64) })).toThrow(RangeError);
    expect(() =>
      buildRegistroAltaXml({ ...input, FechaHoraHusoGenRegistro: "2026-01-15T11:00:09+01:00" }),
    ).toThrow(RangeError);
  });
});

describe("the SOAP envelope", () => {
  const obligadoEmision = { NombreRazon: "Bar", NIF: "89890001K" };

  it("refuses no records, more than 1,000 and texts that are not stored fragments", () => {
    const { f2a } = day().records;
    expect(() => buildSoapEnvelope({ obligadoEmision, incidencia: false, registros: [] })).toThrow(
      RangeError,
    );
    const tooMany = Array.from({ length: MAX_RECORDS_PER_SUBMISSION + 1 }, () => f2a.xml);
    expect(() => buildSoapEnvelope({ obligadoEmision, incidencia: false, registros: tooMany })).toThrow(
      RangeError,
    );
    expect(() =>
      buildSoapEnvelope({ obligadoEmision, incidencia: false, registros: tooMany.slice(1) }),
    ).not.toThrow();
    for (const junk of ["<a/>", f2a.xml.slice(0, -5), `${f2a.xml}<x/>`, f2a.xml + f2a.xml]) {
      expect(() => buildSoapEnvelope({ obligadoEmision, incidencia: false, registros: [junk] })).toThrow(
        RangeError,
      );
    }
  });

  it("validates the issuer", () => {
    const { f2a } = day().records;
    expect(() =>
      buildSoapEnvelope({
        obligadoEmision: { NombreRazon: "L'Escala", NIF: "89890001K" },
        incidencia: false,
        registros: [f2a.xml],
      }),
    ).toThrow();
  });
});
