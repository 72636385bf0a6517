import { type AppLanguage, type Currency, formatMoney, type OfferType } from "@comanda/domain";
import PDFDocument from "pdfkit";
import { drawQr } from "../floor/qr-sheet";

export interface OfferCard {
  name: string;
  code: string;
  /** What the QR holds: the offer's own qr text, or its code. */
  qr: string | null;
  /** fixed_price prints the product's price on the offer. */
  discount_type: OfferType;
  price: number;
  start_date: string;
  end_date: string;
  description: string | null;
}

// A6 in points: a card to print, cut and hand out or stick on the counter.
const PAGE = { width: 297.64, height: 419.53, margin: 24 };
const QR_SIZE = 190;

/** "2026-11-23" → "23/11/2026": the day as written on Spanish paper, whatever the language. */
const dayText = (date: string) => date.split("-").reverse().join("/");

/** The discount as printed: "10 %" or the money off, through the money formatter. */
export function offerDiscountText(
  card: Pick<OfferCard, "discount_type" | "price">,
  money: { currency: Currency; language: AppLanguage },
): string {
  return card.discount_type === "percent"
    ? `${new Intl.NumberFormat("es-ES", { maximumFractionDigits: 2 }).format(card.price)} %`
    : formatMoney(Math.round(card.price * 100), money);
}

/** A printable card for one offer: its name, the QR of its code, the code, the discount and its days. */
export function renderOfferCard(
  card: OfferCard,
  money: { currency: Currency; language: AppLanguage },
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: PAGE.margin,
    info: { Title: `QR · ${card.code}`, Creator: "Comanda" },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const width = PAGE.width - 2 * PAGE.margin;
  const centered = { width, align: "center" as const };
  doc
    .font("Helvetica-Bold")
    .fontSize(18)
    .fillColor("#000000")
    .text(card.name, PAGE.margin, PAGE.margin, centered);
  const qrTop = doc.y + 6;
  drawQr(doc, card.qr?.trim() ? card.qr : card.code, (PAGE.width - QR_SIZE) / 2, qrTop, QR_SIZE);
  doc
    .font("Courier-Bold")
    .fontSize(24)
    .fillColor("#000000")
    .text(card.code, PAGE.margin, qrTop + QR_SIZE + 4, centered);
  doc.font("Helvetica-Bold").fontSize(16).text(offerDiscountText(card, money), centered);
  doc
    .font("Helvetica")
    .fontSize(11)
    .text(`${dayText(card.start_date)} – ${dayText(card.end_date)}`, centered);
  if (card.description)
    doc
      .moveDown(0.4)
      .fontSize(9)
      .text(card.description, { ...centered, height: 60 });
  doc.end();
  return done;
}
