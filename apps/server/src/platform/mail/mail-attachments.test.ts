import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  mailAttachments as attachmentsOf,
  startSmtpServer,
  type TestSmtpServer,
} from "../../../test/smtp-server";
import { createTestDatabase, DATABASES, type TestDatabase } from "../../../test/test-app";
import { createMailWorker } from "./mail-worker";
import { enqueueMail } from "./outbox";

describe.each(DATABASES)("mail attachments on %s", (kind) => {
  let testDb: TestDatabase;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
    await testDb.drop();
  });

  it("sends the files a mail carries as attachments, byte for byte", async () => {
    const db = testDb.database.db;
    const pdf = Buffer.from("%PDF-1.4\n\u00ff\u0000binary\n%%EOF", "latin1");
    await enqueueMail(db, {
      local_id: 1,
      to: "pedidos@harinas.example",
      subject: "Pedido",
      text: "Adjunto el pedido",
      attachments: [
        { filename: "PED-0001.pdf", content_type: "application/pdf", content: pdf },
        { filename: "notas.txt", content_type: "text/plain", content: Buffer.from("sin gluten") },
      ],
    });
    await enqueueMail(db, { local_id: 1, to: "ana@example.test", subject: "Sin adjuntos", text: "Hola" });
    const worker = createMailWorker({
      db,
      smtpUrl: smtp.url,
      from: "Comanda <no-reply@comanda.test>",
      logger: { warn: vi.fn(), error: vi.fn() },
    });
    try {
      expect(await worker.drainOnce()).toEqual({ sent: 2, retrying: 0, failed: 0 });
    } finally {
      await worker.stop();
    }
    const withFiles = smtp.received.find((mail) => mail.to.includes("pedidos@harinas.example"))!;
    const files = attachmentsOf(withFiles.raw);
    expect(files.map((file) => [file.filename, file.contentType])).toEqual([
      ["PED-0001.pdf", "application/pdf"],
      ["notas.txt", "text/plain"],
    ]);
    expect(files[0]!.content.equals(pdf)).toBe(true);
    expect(files[1]!.content.toString()).toBe("sin gluten");
    const plain = smtp.received.find((mail) => mail.to.includes("ana@example.test"))!;
    expect(attachmentsOf(plain.raw)).toEqual([]);
  });
});
