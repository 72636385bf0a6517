import {
  type Currency,
  formatMoney,
  formatQuantity,
  type PurchaseLine,
  purchaseTotals,
} from "@comanda/domain";
import { and, eq, isNull } from "drizzle-orm";
import PDFDocument from "pdfkit";
import type { Db } from "../../platform/db/client";
import { errors } from "../../platform/errors/app-error";
import { type DocumentLanguage, translate } from "../../platform/errors/messages";
import { providerByUuid } from "./purchases.entity";
import { purchaseOrders } from "./stock.schema";
import { itemKey, lineItem, loadItems } from "./stock-items";

export interface PurchaseOrderDocument {
  title: string;
  provider: { name: string; email: string | null };
  /** Heading lines, then one per product line, then the totals. */
  lines: string[];
}

/** A purchase order as a provider reads it, in the local's document language and currency. */
export async function purchaseOrderDocument(
  db: Db,
  localId: number,
  id: number,
  options: { language: DocumentLanguage; currency: Currency; localName: string },
): Promise<PurchaseOrderDocument & { orderId: number }> {
  const [order] = await db
    .select()
    .from(purchaseOrders)
    .where(
      and(eq(purchaseOrders.local_id, localId), eq(purchaseOrders.id, id), isNull(purchaseOrders.deleted_at)),
    );
  if (!order) throw errors.notFound();
  const provider = await providerByUuid(db, localId, order.provider_uuid);
  if (!provider) throw errors.notFound();
  const t = (key: string, params?: Record<string, unknown>) =>
    translate(options.language, `stock.doc.${key}`, params);
  const money = (cents: number) =>
    formatMoney(cents, { currency: options.currency, language: options.language });
  const lines = order.products as PurchaseLine[];
  const items = await loadItems(
    db,
    localId,
    {
      ingredients: lines.flatMap((line) => (line.ingredient === undefined ? [] : [line.ingredient])),
      products: lines.flatMap((line) => (line.product === undefined ? [] : [line.product])),
    },
    { withDeleted: true },
  );
  const totals = purchaseTotals(lines);
  const title = t("title", { serial: order.serial });
  return {
    orderId: order.id,
    title,
    provider: { name: provider.name, email: provider.email },
    lines: [
      t("from", { name: options.localName }),
      t("to", { name: provider.name }),
      t("date", { date: order.date }),
      "",
      ...lines.map((line, index) => {
        const { type, id: itemId } = lineItem(line);
        const name = items.get(itemKey(type, itemId))?.name ?? "";
        const price = money(Math.round(line.price * 100));
        return `${name}: ${formatQuantity(line.qty, options.language)} ${line.unit} × ${price} = ${money(totals.lines[index] ?? 0)}`;
      }),
      "",
      t("base", { amount: money(totals.base_cents) }),
      t("iva", { amount: money(totals.iva_cents) }),
      t("total", { amount: money(totals.total_cents) }),
    ],
  };
}

/** The PDF's file name, the same for the download and the e-mail's attachment. */
export function purchaseOrderFilename(document: PurchaseOrderDocument): string {
  return `${document.title.replace(/[^\w.-]+/g, "-")}.pdf`;
}

export function renderPurchaseOrderPdf(document: PurchaseOrderDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 48,
    info: { Title: document.title, Creator: "Comanda" },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.font("Helvetica-Bold").fontSize(18).text(document.title);
  doc.moveDown(0.5);
  doc.font("Helvetica").fontSize(11);
  for (const line of document.lines) {
    if (line === "") doc.moveDown(0.5);
    else doc.text(line);
  }
  doc.end();
  return done;
}
