import { type AppLanguage, type Currency, formatMoney } from "@comanda/domain";
import { IconMinus, IconPlus } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import { memo, useMemo } from "react";
import { byCourse, type KeyedDraftLine } from "../order-draft";
import { type OrderDraft, useDraftLines } from "../order-draft-store";
import { CourseHeading, EditableText, LineText } from "./TicketLineParts";
import classes from "./TicketPanel.module.css";
import type { TicketLabels } from "./ticket-labels";

/** The lines being taken, by course. */
export function DraftLines({
  draft,
  nameOf,
  draftCents,
  draftChoices,
  labels,
  language,
  currency,
  t,
  onQty,
  onEdit,
}: {
  draft: OrderDraft;
  nameOf: (productId: number) => string;
  draftCents: (line: KeyedDraftLine) => number | undefined;
  draftChoices: (line: KeyedDraftLine) => string[];
  labels: TicketLabels;
  language: AppLanguage;
  currency: Currency;
  t: TFunction;
  onQty: (key: string, delta: number) => void;
  onEdit: (key: string) => void;
}) {
  const lines = useDraftLines(draft);
  if (lines.length === 0) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: named like the sent lines' group beside it; a <fieldset> is a form's part.
    <div className={classes.newLines} role="group" aria-label={labels.newLines}>
      {byCourse(lines, (line) => line.order).map(({ course, lines: inCourse }) => (
        <div key={course} className={classes.course}>
          <CourseHeading name={labels.courses[course]} />
          <ul className={classes.lines} aria-label={labels.courses[course]}>
            {inCourse.map((line) => (
              <DraftLineRow
                key={line.key}
                line={line}
                name={nameOf(line.product)}
                cents={draftCents(line)}
                choices={draftChoices(line).join(", ")}
                language={language}
                currency={currency}
                t={t}
                onQty={onQty}
                onEdit={onEdit}
              />
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** A line being taken, drawn again only when it (or its product's name or price) changes. */
const DraftLineRow = memo(function DraftLineRow({
  line,
  name,
  cents,
  choices,
  language,
  currency,
  t,
  onQty,
  onEdit,
}: {
  line: KeyedDraftLine;
  name: string;
  cents: number | undefined;
  choices: string;
  language: AppLanguage;
  currency: Currency;
  t: TFunction;
  onQty: (key: string, delta: number) => void;
  onEdit: (key: string) => void;
}) {
  // A tap on a product already in the ticket changes its quantity only.
  const labels = useMemo(
    () => ({
      edit: t("requests.line.edit", { name }),
      less: t("requests.order.less", { name }),
      more: t("requests.order.more", { name }),
      qty: t("requests.order.qtyOf", { name }),
    }),
    [t, name],
  );
  return (
    <li className={classes.row}>
      <EditableText label={labels.edit} onEdit={() => onEdit(line.key)}>
        <LineText title={name} choices={choices} note={line.details} discount={line.discount} t={t} isNew />
      </EditableText>
      {/* The shared QtyStepper's look with plain buttons: an ActionIcon is a Mantine component
          and a layer of its own, two per line of a ticket drawn on every tap. */}
      <div className={classes.controls}>
        <button
          type="button"
          className={`${classes.step} mantine-focus-auto mantine-active`}
          aria-label={labels.less}
          onClick={() => onQty(line.key, -1)}
        >
          <IconMinus aria-hidden size={20} />
        </button>
        {/* An <output> is a polite live region: the new quantity is read out. */}
        <output className={classes.qty} aria-label={labels.qty}>
          {line.qty}
        </output>
        <button
          type="button"
          className={`${classes.step} mantine-focus-auto mantine-active`}
          aria-label={labels.more}
          onClick={() => onQty(line.key, 1)}
        >
          <IconPlus aria-hidden size={20} />
        </button>
        <span className={classes.amount}>
          {cents === undefined ? "" : formatMoney(cents, { currency, language })}
        </span>
      </div>
    </li>
  );
});
