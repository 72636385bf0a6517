import type { IncomingMessage, ServerResponse } from "node:http";
import https from "node:https";
import type { Socket } from "node:net";
import type { TLSSocket } from "node:tls";
import { XMLParser } from "fast-xml-parser";
import { create } from "xmlbuilder2";
import { z } from "zod";
import {
  NS_RESPUESTA_SUMINISTRO,
  NS_SOAP_ENVELOPE,
  NS_SUMINISTRO_INFORMACION,
  NS_XMLNS,
} from "../src/modules/fiscal/aeat-namespaces";
import { validateAeatEnvelope } from "./aeat-xsd";
import {
  createLedger,
  type FakeEstado,
  type FakeRecord,
  type FakeVerdict,
  fakeAltaSchema,
  fakeAnulacionSchema,
  type ReceivedRecord,
} from "./fake-aeat-ledger";
import type { TestCertificates } from "./test-certificates";

/**
 * A local stand-in for the AEAT's VERI*FACTU SOAP service, speaking its protocol: HTTPS that
 * demands a client certificate (a connection without one is cut), POST to the service's path.
 * Like the agency, which checks the certificate in the application and answers a SOAP Fault
 * `Codigo[401]… El certificado no es soportado por el sistema` (Eseperio/verifactu-php#5), it
 * answers that Fault for a certificate its CA did not issue or that has expired. The request is
 * validated against the AEAT's XSDs (a Fault `Codigo[4102]` when it fails, as the agency does),
 * each record judged by `fake-aeat-ledger` (huella recomputed, chain, duplicates, rules the test
 * sets) and a RespuestaRegFactuSistemaFacturacion in the agency's shape. It can be taken down
 * (connections refused) or hang (connections taken, never answered) and brought back.
 */

export const AEAT_SERVICE_PATH = "/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP";

const parser = new XMLParser({
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (tagName) => tagName === "RegistroFactura",
});

const submissionSchema = z.object({
  Cabecera: z.object({
    ObligadoEmision: z.object({ NombreRazon: z.string(), NIF: z.string() }),
    RemisionVoluntaria: z.object({ Incidencia: z.string().optional() }).optional(),
  }),
  RegistroFactura: z.array(
    z.union([
      z
        .object({ RegistroAlta: fakeAltaSchema })
        .transform((item): FakeRecord => ({ kind: "alta", record: item.RegistroAlta })),
      z
        .object({ RegistroAnulacion: fakeAnulacionSchema })
        .transform((item): FakeRecord => ({ kind: "anulacion", record: item.RegistroAnulacion })),
    ]),
  ),
});
const requestSchema = z.object({
  Envelope: z.object({ Body: z.object({ RegFactuSistemaFacturacion: submissionSchema }) }),
});

type Xml = ReturnType<typeof create>;

function soapEnvelope() {
  const envelope = create({ version: "1.0", encoding: "UTF-8" })
    .ele(NS_SOAP_ENVELOPE, "env:Envelope")
    .att(NS_XMLNS, "xmlns:tikR", NS_RESPUESTA_SUMINISTRO)
    .att(NS_XMLNS, "xmlns:tik", NS_SUMINISTRO_INFORMACION);
  envelope.ele(NS_SOAP_ENVELOPE, "env:Header");
  return { envelope, body: envelope.ele(NS_SOAP_ENVELOPE, "env:Body") };
}

function faultXml(faultcode: string, faultstring: string): string {
  const { envelope, body } = soapEnvelope();
  const fault = body.ele(NS_SOAP_ENVELOPE, "env:Fault");
  fault.ele("faultcode").txt(faultcode);
  fault.ele("faultstring").txt(faultstring);
  return envelope.end();
}

const tikR = (parent: Xml, name: string, value?: string) => {
  const child = parent.ele(NS_RESPUESTA_SUMINISTRO, `tikR:${name}`);
  return value === undefined ? child : child.txt(value);
};
const tik = (parent: Xml, name: string, value?: string) => {
  const child = parent.ele(NS_SUMINISTRO_INFORMACION, `tik:${name}`);
  return value === undefined ? child : child.txt(value);
};

function estadoEnvio(estados: FakeEstado[]): "Correcto" | "ParcialmenteCorrecto" | "Incorrecto" {
  if (estados.every((estado) => estado === "Correcto")) return "Correcto";
  return estados.every((estado) => estado === "Incorrecto") ? "Incorrecto" : "ParcialmenteCorrecto";
}

function answerXml(options: {
  csv: string;
  obligado: { NombreRazon: string; NIF: string };
  waitSeconds: number;
  verdicts: FakeVerdict[];
}): string {
  const { envelope, body } = soapEnvelope();
  const root = tikR(body, "RespuestaRegFactuSistemaFacturacion");
  const estado = estadoEnvio(options.verdicts.map((verdict) => verdict.estado));
  if (estado !== "Incorrecto") {
    tikR(root, "CSV", options.csv);
    const presentacion = tikR(root, "DatosPresentacion");
    tik(presentacion, "NIFPresentador", options.obligado.NIF);
    tik(presentacion, "TimestampPresentacion", new Date().toISOString().replace(/\.\d{3}Z$/, "+00:00"));
  }
  const obligado = tik(tikR(root, "Cabecera"), "ObligadoEmision");
  tik(obligado, "NombreRazon", options.obligado.NombreRazon);
  tik(obligado, "NIF", options.obligado.NIF);
  tikR(root, "TiempoEsperaEnvio", String(options.waitSeconds));
  tikR(root, "EstadoEnvio", estado);
  for (const verdict of options.verdicts) {
    const line = tikR(root, "RespuestaLinea");
    const id = tikR(line, "IDFactura");
    for (const [name, value] of Object.entries(verdict.id)) tik(id, name, value);
    const operacion = tikR(line, "Operacion");
    for (const [name, value] of Object.entries(verdict.operacion))
      if (value !== undefined) tik(operacion, name, value);
    tikR(line, "EstadoRegistro", verdict.estado);
    if (verdict.codigo !== undefined) tikR(line, "CodigoErrorRegistro", String(verdict.codigo));
    if (verdict.descripcion !== undefined) tikR(line, "DescripcionErrorRegistro", verdict.descripcion);
    if (verdict.duplicado) {
      const duplicado = tikR(line, "RegistroDuplicado");
      tik(duplicado, "IdPeticionRegistroDuplicado", verdict.duplicado.IdPeticionRegistroDuplicado);
      tik(duplicado, "EstadoRegistroDuplicado", verdict.duplicado.EstadoRegistroDuplicado);
    }
  }
  return envelope.end();
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakeAeat(options: { certificates: TestCertificates; waitSeconds?: number }) {
  const { certificates } = options;
  const ledger = createLedger();
  /** Every record received, in order, with the Incidencia flag of its submission and its verdict. */
  const received: ReceivedRecord[] = [];
  /** The subject CN of the client certificate of each request served. */
  const clientNames: string[] = [];
  const sockets = new Set<Socket>();
  let waitSeconds = options.waitSeconds ?? 60;
  let csvCount = 0;
  let mode: "up" | "down" | "hang" = "up";
  let port = 0;
  let server: https.Server | undefined;
  const pending: { faultstring?: string; httpStatus?: number }[] = [];

  function send(response: ServerResponse, status: number, xml: string) {
    response.writeHead(status, { "Content-Type": "text/xml; charset=utf-8" }).end(xml);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    if (mode === "hang") return;
    if (request.method !== "POST" || request.url !== AEAT_SERVICE_PATH) {
      response.writeHead(404, { "Content-Type": "text/html" }).end("<html><body>Not found</body></html>");
      return;
    }
    const socket = request.socket as TLSSocket;
    const body = await readBody(request);
    if (!socket.authorized) {
      const refusal =
        "Codigo[401].Error al llamar a @firma COD_066 El certificado no es soportado por el sistema";
      return send(response, 500, faultXml("env:Client", refusal));
    }
    clientNames.push(String(socket.getPeerCertificate().subject.CN));
    const next = pending.shift();
    if (next?.httpStatus) {
      response
        .writeHead(next.httpStatus, { "Content-Type": "text/html" })
        .end("<html><body>Servicio no disponible</body></html>");
      return;
    }
    if (next?.faultstring) return send(response, 500, faultXml("env:Server", next.faultstring));
    const schema = await validateAeatEnvelope(body);
    if (!schema.valid) {
      const detail = schema.errors[0] ?? "";
      return send(
        response,
        500,
        faultXml("env:Client", `Codigo[4102].El XML no cumple el esquema. ${detail}`),
      );
    }
    const submission = requestSchema.parse(parser.parse(body)).Envelope.Body.RegFactuSistemaFacturacion;
    const { ObligadoEmision, RemisionVoluntaria } = submission.Cabecera;
    const incidencia = RemisionVoluntaria?.Incidencia === "S";
    const verdicts = submission.RegistroFactura.map((item) => {
      const { verdict, received: record } = ledger.judge(item, ObligadoEmision.NIF, incidencia);
      received.push(record);
      return verdict;
    });
    csvCount += 1;
    send(
      response,
      200,
      answerXml({ csv: `FAKE-CSV-${csvCount}`, obligado: ObligadoEmision, waitSeconds, verdicts }),
    );
  }

  async function listen() {
    const listening = https.createServer(
      {
        key: certificates.serverKeyPem,
        cert: certificates.serverCertPem,
        ca: certificates.caPem,
        requestCert: true,
        // The certificate is judged per request (above); only its absence ends the connection.
        rejectUnauthorized: false,
      },
      (request, response) => {
        handle(request, response).catch((error: unknown) => {
          response.writeHead(500).end(String(error));
        });
      },
    );
    listening.on("connection", (socket: Socket) => {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
    });
    listening.on("secureConnection", (socket: TLSSocket) => {
      if (!socket.getPeerCertificate().subject) socket.destroy();
    });
    await new Promise<void>((resolve, reject) => {
      listening.once("error", reject);
      listening.listen(port, "127.0.0.1", resolve);
    });
    port = (listening.address() as { port: number }).port;
    server = listening;
  }

  async function stop() {
    const closing = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  }

  await listen();

  return {
    endpoint: `https://127.0.0.1:${port}${AEAT_SERVICE_PATH}`,
    received,
    clientNames,
    /** The next `count` records are refused with this AEAT error (after the duplicate checks). */
    rejectNext: ledger.rejectNext,
    /** What the fake holds for an invoice id (Correcta, AceptadaConErrores, Anulada) or undefined. */
    stored: ledger.stored,
    /** The next request is answered with a SOAP Fault (HTTP 500) and not processed. */
    faultNext(faultstring = "Codigo[20009].Error interno en el servidor") {
      pending.push({ faultstring });
    },
    /** The next request is answered with an HTML page and this status (a proxy in front, a maintenance page). */
    htmlNext(status: number) {
      pending.push({ httpStatus: status });
    },
    setWaitSeconds(seconds: number) {
      waitSeconds = seconds;
    },
    /** Refuse connections (the port closed) or hang (connections taken, requests never answered). */
    async down(how: "refuse" | "hang" = "refuse") {
      if (how === "hang") mode = "hang";
      else {
        mode = "down";
        await stop();
      }
    },
    /** Back on the same address. */
    async up() {
      for (const socket of sockets) socket.destroy();
      if (!server) await listen();
      mode = "up";
    },
    close: stop,
  };
}

export type FakeAeat = Awaited<ReturnType<typeof startFakeAeat>>;
