import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import classes from "./TicketPanel.module.css";

/** The small pieces a ticket is drawn with, shared by its sent lines, new lines and totals. */

export function CourseHeading({ name }: { name: string }) {
  return <p className={classes.courseHeading}>{name}</p>;
}

export function TotalRow({
  label,
  value,
  testId,
  strong = false,
}: {
  label: string;
  value: string;
  testId?: string;
  strong?: boolean;
}) {
  const text = strong ? `${classes.text} ${classes.strong}` : classes.text;
  return (
    <div className={classes.total}>
      <p className={text}>{label}</p>
      <p className={text} data-testid={testId}>
        {value}
      </p>
    </div>
  );
}

/** A line's words as a button that opens its editing, when it can be edited. */
export function EditableText({
  label,
  onEdit,
  children,
}: {
  label: string | undefined;
  onEdit: (() => void) | undefined;
  children: ReactNode;
}) {
  if (!onEdit) return children;
  return (
    <button
      type="button"
      className={`${classes.lineButton} mantine-focus-auto`}
      onClick={onEdit}
      aria-label={label}
    >
      {children}
    </button>
  );
}

/** A ticket line's words: what and how many, the chosen options, the note for the kitchen, its discount. */
export function LineText({
  title,
  choices,
  note,
  discount,
  fixedPrice,
  t,
  isNew = false,
}: {
  title: string;
  choices: string;
  note: string | null;
  discount: number;
  /** An offer's fixed price on this line, as money (issue 28). */
  fixedPrice?: string;
  t: TFunction;
  isNew?: boolean;
}) {
  return (
    <span className={classes.lineText}>
      <span className={isNew ? `${classes.text} ${classes.newTitle}` : classes.text}>{title}</span>
      {choices && <span className={classes.detail}>{choices}</span>}
      {note && <span className={`${classes.detail} ${classes.note}`}>{note}</span>}
      {discount > 0 && (
        <span className={`${classes.detail} ${classes.discount}`}>
          {t("requests.line.discounted", { value: discount })}
        </span>
      )}
      {fixedPrice && (
        <span className={`${classes.detail} ${classes.discount}`} data-testid="ticket-line-fixed-price">
          {t("loyalty.ticket.fixedPrice", { price: fixedPrice })}
        </span>
      )}
    </span>
  );
}
