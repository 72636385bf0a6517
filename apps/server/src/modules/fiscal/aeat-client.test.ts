import { readFile } from "node:fs/promises";
import https from "node:https";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeAeat, startFakeAeat } from "../../../test/fake-aeat";
import { makeTestCertificates, type TestCertificates } from "../../../test/test-certificates";
import { newChain, ticketF2 } from "../../../test/verifactu-chain";
import { checkCertificate, type SendToAeatOptions, sendToAeat } from "./aeat-client";
import type { AeatRespuesta } from "./aeat-response";
import { buildSoapEnvelope } from "./soap-envelope";

// Real HTTPS with mutual TLS between the real client and the fake AEAT, certificates made here.
let certificates: TestCertificates;
let fake: FakeAeat;

beforeAll(async () => {
  certificates = makeTestCertificates();
  fake = await startFakeAeat({ certificates });
});
afterAll(() => fake.close());

function envelopeOf(registros: string[], incidencia = false, nif = "89890001K") {
  return buildSoapEnvelope({
    obligadoEmision: { NombreRazon: "Restaurante Peña & Güell, S.L.", NIF: nif },
    incidencia,
    registros,
  });
}

function send(envelope: string, options: Partial<SendToAeatOptions> = {}) {
  return sendToAeat({
    endpoint: fake.endpoint,
    pfx: certificates.clientPfx,
    passphrase: certificates.clientPassphrase,
    envelope,
    timeoutMs: 5000,
    ca: certificates.caPem,
    ...options,
  });
}

async function respuesta(envelope: string): Promise<AeatRespuesta> {
  const outcome = await send(envelope);
  if (outcome.kind !== "answered" || outcome.answer.kind !== "respuesta") {
    throw new Error(`expected a respuesta, got ${JSON.stringify(outcome)}`);
  }
  expect(outcome.httpStatus).toBe(200);
  return outcome.answer.respuesta;
}

const states = (answer: AeatRespuesta) =>
  answer.RespuestaLinea.map((line) => [
    line.IDFactura.NumSerieFactura,
    line.EstadoRegistro,
    line.CodigoErrorRegistro,
  ]);

describe("sendToAeat against the fake AEAT over mutual TLS", () => {
  it("gets Correcto, AceptadoConErrores and Incorrecto for one batch, and what the agency holds", async () => {
    const chain = newChain({ nif: "B64717838" });
    const refused = chain.alta(ticketF2("A-1"));
    const correct = chain.alta(ticketF2("A-2"));
    // ImporteTotal changed after sealing: still valid XML, but the huella no longer matches.
    const tampered = chain.alta(ticketF2("A-3"));
    const tamperedXml = tampered.xml.replace("<sum1:ImporteTotal>22.00<", "<sum1:ImporteTotal>23.00<");
    expect(tamperedXml).not.toBe(tampered.xml);
    fake.rejectNext(1, 1100, "Valor o tipo incorrecto del campo.");

    const answer = await respuesta(envelopeOf([refused.xml, correct.xml, tamperedXml], false, "B64717838"));
    expect(answer.EstadoEnvio).toBe("ParcialmenteCorrecto");
    expect(answer.TiempoEsperaEnvio).toBe(60);
    expect(answer.CSV).toMatch(/^FAKE-CSV-/);
    expect(states(answer)).toEqual([
      ["A-1", "Incorrecto", 1100],
      ["A-2", "Correcto", undefined],
      ["A-3", "AceptadoConErrores", 2000],
    ]);
    expect(answer.RespuestaLinea[2]!.DescripcionErrorRegistro).toBe(
      "El cálculo de la huella suministrada es incorrecta.",
    );
    expect(fake.clientNames.at(-1)).toBe(certificates.clientSubjectCn);
    expect(fake.stored(refused.id)).toBeUndefined();
    expect(fake.stored(correct.id)).toBe("Correcta");
    expect(fake.stored(tampered.id)).toBe("AceptadaConErrores");

    // The rejected record remedied, a record sent twice, and a cancellation, late after an incident.
    fake.setWaitSeconds(90);
    const remedy = chain.alta({ ...ticketF2("A-1"), Subsanacion: "S", RechazoPrevio: "X" });
    const cancel = chain.anulacion("A-2");
    const second = await respuesta(envelopeOf([remedy.xml, correct.xml, cancel.xml], true, "B64717838"));
    expect(second.TiempoEsperaEnvio).toBe(90);
    expect(states(second)).toEqual([
      ["A-1", "Correcto", undefined],
      ["A-2", "Incorrecto", 3000],
      ["A-2", "Correcto", undefined],
    ]);
    expect(second.RespuestaLinea[0]!.Operacion).toEqual({
      TipoOperacion: "Alta",
      Subsanacion: "S",
      RechazoPrevio: "X",
    });
    expect(second.RespuestaLinea[1]!.RegistroDuplicado?.EstadoRegistroDuplicado).toBe("Correcta");
    expect(second.RespuestaLinea[2]!.Operacion.TipoOperacion).toBe("Anulacion");
    expect(fake.stored(correct.id)).toBe("Anulada");
    expect(fake.stored(remedy.id)).toBe("Correcta");
    const mine = fake.received.filter((record) => record.id.IDEmisorFactura === "B64717838");
    expect(
      mine.map((record) => [record.id.NumSerieFactura, record.kind, record.incidencia, record.subsanacion]),
    ).toEqual([
      ["A-1", "alta", false, false],
      ["A-2", "alta", false, false],
      ["A-3", "alta", false, false],
      ["A-1", "alta", true, true],
      ["A-2", "alta", true, false],
      ["A-2", "anulacion", true, false],
    ]);
  });

  it("flags a chain that does not go on from the record before", async () => {
    const chain = newChain({ nif: "A13585625" });
    const first = chain.alta(ticketF2("C-1"));
    chain.alta(ticketF2("C-2")); // generated, never sent: C-3 chains to a record the agency has not seen
    const third = chain.alta(ticketF2("C-3"));
    const answer = await respuesta(envelopeOf([first.xml, third.xml], false, "A13585625"));
    expect(states(answer)).toEqual([
      ["C-1", "Correcto", undefined],
      ["C-3", "AceptadoConErrores", 1180],
    ]);
    const restart = newChain({ nif: "A13585625" }).alta(ticketF2("C-4"));
    expect(states(await respuesta(envelopeOf([restart.xml], false, "A13585625")))).toEqual([
      ["C-4", "AceptadoConErrores", 2007],
    ]);
  });

  it("refuses a record of another issuer than the header's", async () => {
    const record = newChain({ nif: "B58378431" }).alta(ticketF2("D-1"));
    const answer = await respuesta(envelopeOf([record.xml], false, "J99216582"));
    expect(answer.EstadoEnvio).toBe("Incorrecto");
    expect(answer.CSV).toBeUndefined();
    expect(states(answer)).toEqual([["D-1", "Incorrecto", 1108]]);
  });

  it("reads SOAP Faults as answers: the agency's failure and a request off the schema", async () => {
    const record = newChain({ nif: "B44752210" }).alta(ticketF2("E-1"));
    const before = fake.received.length;
    fake.faultNext();
    const failure = await send(envelopeOf([record.xml], false, "B44752210"));
    expect(failure).toMatchObject({
      kind: "answered",
      httpStatus: 500,
      answer: { kind: "fault", fault: { codigo: 20009 } },
    });
    const offSchema = record.xml.replace("<sum1:IDVersion>1.0</sum1:IDVersion>", "");
    const refused = await send(envelopeOf([offSchema], false, "B44752210"));
    expect(refused).toMatchObject({
      kind: "answered",
      answer: { kind: "fault", fault: { faultcode: "env:Client", codigo: 4102 } },
    });
    expect(fake.received.length).toBe(before);
  });

  it("tells an unreachable agency: refused, hanging, an HTML error page, a wrong path", async () => {
    const record = newChain({ nif: "B44752210" }).alta(ticketF2("F-1"));
    const envelope = envelopeOf([record.xml], false, "B44752210");
    await fake.down();
    expect(await send(envelope)).toMatchObject({ kind: "unreachable", reason: "refused" });
    await fake.up();
    await fake.down("hang");
    const started = Date.now();
    expect(await send(envelope, { timeoutMs: 300 })).toMatchObject({
      kind: "unreachable",
      reason: "timeout",
    });
    expect(Date.now() - started).toBeLessThan(3000);
    await fake.up();
    fake.htmlNext(503);
    expect(await send(envelope)).toMatchObject({
      kind: "unreachable",
      reason: "http_status",
      httpStatus: 503,
    });
    fake.htmlNext(200);
    expect(await send(envelope)).toMatchObject({
      kind: "unreachable",
      reason: "bad_answer",
      httpStatus: 200,
    });
    const wrongPath = fake.endpoint.replace("VerifactuSOAP", "Other");
    expect(await send(envelope, { endpoint: wrongPath })).toMatchObject({
      reason: "http_status",
      httpStatus: 404,
    });
    // Back up, the same records go through.
    expect(states(await respuesta(envelope))).toEqual([["F-1", "Correcto", undefined]]);
  });

  it("is refused by the agency with a certificate from another CA or expired, and refuses an unknown server", async () => {
    const envelope = envelopeOf(
      [newChain({ nif: "B44752210" }).alta(ticketF2("G-1")).xml],
      false,
      "B44752210",
    );
    const before = fake.received.length;
    for (const pfx of [certificates.strangerPfx, certificates.expiredPfx]) {
      expect(await send(envelope, { pfx })).toMatchObject({
        kind: "answered",
        answer: { kind: "fault", fault: { codigo: 401, retryable: false } },
      });
    }
    expect(fake.received.length).toBe(before);
    // Node trusts the CAs inside the PKCS#12 too: the stranger's file does not hold the fake's CA.
    expect(await send(envelope, { pfx: certificates.strangerPfx, ca: undefined })).toMatchObject({
      kind: "unreachable",
      reason: "tls",
    });
    expect(await send(envelope, { passphrase: "wrong" })).toMatchObject({
      kind: "unreachable",
      reason: "certificate",
    });
  });

  it("cuts a connection that brings no client certificate", async () => {
    const cut = new Promise<string>((resolve) => {
      const request = https.request(
        fake.endpoint,
        { method: "POST", ca: certificates.caPem, agent: false },
        (response) => resolve(`answered ${response.statusCode}`),
      );
      request.on("error", (error) => resolve(error.message));
      request.end("<x/>");
    });
    expect(await cut).toMatch(/socket hang up|ECONNRESET/);
  });
});

describe("checkCertificate", () => {
  it("reads a good PKCS#12's subject and validity, and sees an expired one", () => {
    const good = checkCertificate(certificates.clientPfx, certificates.clientPassphrase);
    expect(good).toMatchObject({ ok: true, expired: false, issuer: "CN=Comanda Test CA, C=ES" });
    expect(good.ok && good.subject).toBe(`CN=${certificates.clientSubjectCn}, C=ES`);
    expect(good.ok && good.validTo.getTime()).toBeGreaterThan(Date.now());
    expect(checkCertificate(certificates.expiredPfx, certificates.clientPassphrase)).toMatchObject({
      ok: true,
      expired: true,
    });
  });

  it("tells a wrong password, junk and an RC2-encrypted export", async () => {
    expect(checkCertificate(certificates.clientPfx, "wrong")).toEqual({
      ok: false,
      problem: "wrong_passphrase",
    });
    expect(checkCertificate(Buffer.from("not a certificate"), "x")).toEqual({
      ok: false,
      problem: "not_pkcs12",
    });
    expect(checkCertificate(Buffer.from(certificates.caPem), "x")).toEqual({
      ok: false,
      problem: "not_pkcs12",
    });
    // Made once with: openssl req -x509 -newkey rsa:2048 -nodes -keyout k.pem -out c.pem -days 3650
    // -subj "/CN=Legacy RC2" && openssl pkcs12 -export -legacy -inkey k.pem -in c.pem -passout pass:legacy
    const legacy = await readFile(new URL("../../../test/fixtures/legacy-rc2.p12", import.meta.url));
    expect(checkCertificate(legacy, "legacy")).toEqual({ ok: false, problem: "legacy_encryption" });
    expect(checkCertificate(legacy, "wrong")).toEqual({ ok: false, problem: "wrong_passphrase" });
  });
});
