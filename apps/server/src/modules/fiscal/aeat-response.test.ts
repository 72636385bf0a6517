import { describe, expect, it } from "vitest";
import { NS_RESPUESTA_SUMINISTRO, NS_SOAP_ENVELOPE, NS_SUMINISTRO_INFORMACION } from "./aeat-namespaces";
import { AeatAnswerError, parseAeatAnswer } from "./aeat-response";

/** An answer shaped like the AEAT's: env/tikR/tik prefixes, declared on the envelope and again on the body's root. */
function answer(body: string): string {
  const ns = `xmlns:tikR="${NS_RESPUESTA_SUMINISTRO}" xmlns:tik="${NS_SUMINISTRO_INFORMACION}"`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<env:Envelope xmlns:env="${NS_SOAP_ENVELOPE}" ${ns}>
  <env:Header/>
  <env:Body Id="Body">
    <tikR:RespuestaRegFactuSistemaFacturacion ${ns}>${body}</tikR:RespuestaRegFactuSistemaFacturacion>
  </env:Body>
</env:Envelope>`;
}

const HEADER = `
  <tikR:Cabecera><tik:ObligadoEmision><tik:NombreRazon>Bar Peña</tik:NombreRazon><tik:NIF>89890001K</tik:NIF></tik:ObligadoEmision></tikR:Cabecera>`;

function line(
  number: string,
  state: string,
  extra = "",
  operation = "<tik:TipoOperacion>Alta</tik:TipoOperacion>",
) {
  return `
  <tikR:RespuestaLinea>
    <tikR:IDFactura><tik:IDEmisorFactura>89890001K</tik:IDEmisorFactura><tik:NumSerieFactura>${number}</tik:NumSerieFactura><tik:FechaExpedicionFactura>15-01-2026</tik:FechaExpedicionFactura></tikR:IDFactura>
    <tikR:Operacion>${operation}</tikR:Operacion>
    <tikR:EstadoRegistro>${state}</tikR:EstadoRegistro>${extra}
  </tikR:RespuestaLinea>`;
}

describe("parseAeatAnswer", () => {
  it("reads a correct submission with its CSV, wait time and one line", () => {
    const parsed = parseAeatAnswer(
      answer(`<tikR:CSV>A-XYZ123</tikR:CSV>
        <tikR:DatosPresentacion><tik:NIFPresentador>89890001K</tik:NIFPresentador><tik:TimestampPresentacion>2026-01-15T12:00:05+01:00</tik:TimestampPresentacion></tikR:DatosPresentacion>
        ${HEADER}<tikR:TiempoEsperaEnvio>60</tikR:TiempoEsperaEnvio><tikR:EstadoEnvio>Correcto</tikR:EstadoEnvio>
        ${line("T1-000001", "Correcto")}`),
    );
    expect(parsed).toEqual({
      kind: "respuesta",
      respuesta: {
        CSV: "A-XYZ123",
        DatosPresentacion: {
          NIFPresentador: "89890001K",
          TimestampPresentacion: "2026-01-15T12:00:05+01:00",
        },
        TiempoEsperaEnvio: 60,
        EstadoEnvio: "Correcto",
        RespuestaLinea: [
          {
            IDFactura: {
              IDEmisorFactura: "89890001K",
              NumSerieFactura: "T1-000001",
              FechaExpedicionFactura: "15-01-2026",
            },
            Operacion: { TipoOperacion: "Alta" },
            EstadoRegistro: "Correcto",
          },
        ],
      },
    });
  });

  it("reads a partly correct submission: accepted with errors, refused, duplicate, cancellation", () => {
    const parsed = parseAeatAnswer(
      answer(`<tikR:CSV>A-2</tikR:CSV>${HEADER}<tikR:TiempoEsperaEnvio>120</tikR:TiempoEsperaEnvio>
        <tikR:EstadoEnvio>ParcialmenteCorrecto</tikR:EstadoEnvio>
        ${line("T1-000002", "AceptadoConErrores", "<tikR:CodigoErrorRegistro>2000</tikR:CodigoErrorRegistro><tikR:DescripcionErrorRegistro>El cálculo de la huella suministrada es incorrecta.</tikR:DescripcionErrorRegistro>", "<tik:TipoOperacion>Alta</tik:TipoOperacion><tik:Subsanacion>S</tik:Subsanacion><tik:RechazoPrevio>X</tik:RechazoPrevio>")}
        ${line("T1-000003&amp;B", "Incorrecto", "<tikR:CodigoErrorRegistro>1190</tikR:CodigoErrorRegistro><tikR:DescripcionErrorRegistro>Si TipoFactura es F2 o R5 el bloque Destinatarios no puede estar cumplimentado.</tikR:DescripcionErrorRegistro>")}
        ${line("T1-000001", "Incorrecto", "<tikR:CodigoErrorRegistro>3000</tikR:CodigoErrorRegistro><tikR:DescripcionErrorRegistro>Registro de facturación duplicado.</tikR:DescripcionErrorRegistro><tikR:RegistroDuplicado><tik:IdPeticionRegistroDuplicado>202601151200</tik:IdPeticionRegistroDuplicado><tik:EstadoRegistroDuplicado>Correcta</tik:EstadoRegistroDuplicado></tikR:RegistroDuplicado>")}
        ${line("T1-000004", "Correcto", "", "<tik:TipoOperacion>Anulacion</tik:TipoOperacion>")}`),
    );
    if (parsed.kind !== "respuesta") throw new Error("expected a respuesta");
    const { respuesta } = parsed;
    expect(respuesta.TiempoEsperaEnvio).toBe(120);
    expect(respuesta.EstadoEnvio).toBe("ParcialmenteCorrecto");
    expect(
      respuesta.RespuestaLinea.map((item) => [
        item.IDFactura.NumSerieFactura,
        item.EstadoRegistro,
        item.CodigoErrorRegistro,
      ]),
    ).toEqual([
      ["T1-000002", "AceptadoConErrores", 2000],
      ["T1-000003&B", "Incorrecto", 1190],
      ["T1-000001", "Incorrecto", 3000],
      ["T1-000004", "Correcto", undefined],
    ]);
    expect(respuesta.RespuestaLinea[0]!.Operacion).toEqual({
      TipoOperacion: "Alta",
      Subsanacion: "S",
      RechazoPrevio: "X",
    });
    expect(respuesta.RespuestaLinea[0]!.DescripcionErrorRegistro).toBe(
      "El cálculo de la huella suministrada es incorrecta.",
    );
    expect(respuesta.RespuestaLinea[2]!.RegistroDuplicado).toEqual({
      IdPeticionRegistroDuplicado: "202601151200",
      EstadoRegistroDuplicado: "Correcta",
    });
    expect(respuesta.RespuestaLinea[3]!.Operacion.TipoOperacion).toBe("Anulacion");
  });

  it("reads a whole-submission refusal without CSV", () => {
    const parsed = parseAeatAnswer(
      answer(`${HEADER}<tikR:TiempoEsperaEnvio>60</tikR:TiempoEsperaEnvio><tikR:EstadoEnvio>Incorrecto</tikR:EstadoEnvio>
        ${line("T1-000009", "Incorrecto", "<tikR:CodigoErrorRegistro>3002</tikR:CodigoErrorRegistro>", "<tik:TipoOperacion>Anulacion</tik:TipoOperacion>")}`),
    );
    expect(parsed.kind === "respuesta" && parsed.respuesta.CSV).toBeUndefined();
    expect(parsed.kind === "respuesta" && parsed.respuesta.EstadoEnvio).toBe("Incorrecto");
  });

  it("reads a SOAP Fault and the AEAT code in its text", () => {
    const fault = (text: string) => `<env:Envelope xmlns:env="${NS_SOAP_ENVELOPE}"><env:Body><env:Fault>
      <faultcode>env:Client</faultcode><faultstring>${text}</faultstring><detail><callstack>x</callstack></detail>
    </env:Fault></env:Body></env:Envelope>`;
    expect(
      parseAeatAnswer(
        fault("Codigo[4102].El XML no cumple el esquema. Falta informar campo obligatorio.: Huella"),
      ),
    ).toEqual({
      kind: "fault",
      fault: {
        faultcode: "env:Client",
        faultstring: "Codigo[4102].El XML no cumple el esquema. Falta informar campo obligatorio.: Huella",
        codigo: 4102,
        retryable: false,
      },
    });
    expect(parseAeatAnswer(fault("Bad request"))).toEqual({
      kind: "fault",
      fault: { faultcode: "env:Client", faultstring: "Bad request", retryable: false },
    });
    const serverFault = fault("Codigo[20009].Error interno en el servidor").replace(
      "env:Client",
      "env:Server",
    );
    expect(parseAeatAnswer(serverFault)).toEqual({
      kind: "fault",
      fault: {
        faultcode: "env:Server",
        faultstring: "Codigo[20009].Error interno en el servidor",
        codigo: 20009,
        retryable: true,
      },
    });
  });

  it("refuses what is not an answer of the service", () => {
    const notAnswers = [
      "",
      "<html><body>403 Forbidden</body></html>",
      "<unclosed>",
      `<env:Envelope xmlns:env="${NS_SOAP_ENVELOPE}"><env:Body><other/></env:Body></env:Envelope>`,
      answer(
        `${HEADER}<tikR:TiempoEsperaEnvio>60</tikR:TiempoEsperaEnvio><tikR:EstadoEnvio>Aceptado</tikR:EstadoEnvio>`,
      ),
      answer(
        `${HEADER}<tikR:TiempoEsperaEnvio>soon</tikR:TiempoEsperaEnvio><tikR:EstadoEnvio>Correcto</tikR:EstadoEnvio>`,
      ),
      answer(
        `${HEADER}<tikR:TiempoEsperaEnvio>60</tikR:TiempoEsperaEnvio><tikR:EstadoEnvio>Correcto</tikR:EstadoEnvio>${line("T1", "Maybe")}`,
      ),
    ];
    for (const text of notAnswers) expect(() => parseAeatAnswer(text), text).toThrow(AeatAnswerError);
  });
});
