import { centsFromAmount } from "@comanda/domain";
import { Button } from "@mantine/core";
import { IconDiscount, IconUsers } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { handleApiError } from "../../../lib/api-errors";
import { notify } from "../../../lib/notify";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import {
  changeDraftLine,
  changeDraftQty,
  draftChoiceNames,
  draftLineCents,
  menuProduct,
} from "../order-draft";
import { type OrderDraft, useDraftLine } from "../order-draft-store";
import type { BarMenu, Order, OrderLine } from "../order-types";
import { useEditCommand } from "../orders-api";
import { GuestsDialog } from "./GuestsDialog";
import { type EditableLine, type LineChange, LineEditDialog } from "./LineEditDialog";
import { OrderDiscountDialog } from "./OrderDiscountDialog";
import { TicketPanel } from "./TicketPanel";

export interface OrderTicketProps {
  title: string;
  /** Who the ticket is for in messages ("S4"). */
  tableName: string;
  /** The open order; without it only the draft is on the ticket. */
  order: Order | undefined;
  /** Read by the ticket's own parts, not by the page: a tap draws them again and nothing else. */
  draft: OrderDraft;
  menu: BarMenu;
  zoneId: number | null;
  /** How many sit at the table; shown with a button to change them when `onGuests` is given. */
  guests?: number;
  /** Changes the guests of a table not opened yet (an open one is changed here, on the server). */
  onNewGuests?: (guests: number) => void;
  courseAction?: (course: OrderLine["order"], lines: readonly OrderLine[]) => ReactNode;
  onSend: () => void;
  isSending: boolean;
  sendLabel?: string;
}

type Editing = { kind: "draft"; key: string } | { kind: "sent"; line: OrderLine };

/**
 * The ticket with everything a waiter changes on it: a line's quantity, note, course and
 * discount (before or after sending), lines taken off, the order's discount and its guests.
 */
export function OrderTicket({
  title,
  tableName,
  order,
  draft,
  menu,
  zoneId,
  guests,
  onNewGuests,
  courseAction,
  onSend,
  isSending,
  sendLabel,
}: OrderTicketProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const edit = useEditCommand();
  const [editing, setEditing] = useState<Editing>();
  const [removing, setRemoving] = useState<OrderLine>();
  const [isDiscounting, setIsDiscounting] = useState(false);
  const [isCountingGuests, setIsCountingGuests] = useState(false);
  const nameOf = (id: number) => menuProduct(menu, id)?.name ?? "";

  const change = (body: Parameters<typeof edit.mutate>[0]["change"], done: () => void, message?: string) => {
    if (!order) return;
    const run = () =>
      edit.mutate(
        { order, change: body },
        {
          onSuccess: () => {
            done();
            notify(message ?? t("requests.order.saved", { table: tableName }), "success");
          },
          onError: (error) => handleApiError(error, navigate, { retry: run }),
        },
      );
    run();
  };

  const draftLine = useDraftLine(draft, editing?.kind === "draft" ? editing.key : undefined);
  const editable: EditableLine | undefined =
    editing?.kind === "sent"
      ? {
          name: editing.line.name,
          qty: editing.line.qty,
          details: editing.line.details ?? "",
          order: editing.line.order,
          discount: editing.line.discount,
          paidQty: editing.line.paid_qty,
        }
      : draftLine && { ...draftLine, name: nameOf(draftLine.product), paidQty: 0 };

  const save = ({ qty, details, order: course, discount }: LineChange) => {
    if (editing?.kind === "draft") {
      const moved = changeDraftQty(draft.lines(), editing.key, qty - (draftLine?.qty ?? qty));
      draft.change(changeDraftLine(moved, editing.key, { details, order: course, discount }));
      setEditing(undefined);
    } else if (editing?.kind === "sent")
      change({ products: [{ request_item: editing.line.id, qty, details, order: course, discount }] }, () =>
        setEditing(undefined),
      );
  };
  const remove = () => {
    if (editing?.kind === "draft") {
      draft.change(draft.lines().filter((line) => line.key !== editing.key));
      setEditing(undefined);
    } else if (editing?.kind === "sent") setRemoving(editing.line);
  };

  const subtotalCents = centsFromAmount(order?.subtotal ?? 0);
  const actions = (
    <>
      {guests !== undefined && (order || onNewGuests) && (
        <Button
          size="md"
          variant="default"
          leftSection={<IconUsers aria-hidden size={18} />}
          onClick={() => setIsCountingGuests(true)}
          aria-label={t("requests.order.changeGuests", { table: tableName })}
        >
          {t("requests.order.guestsButton", { count: guests })}
        </Button>
      )}
      {order && order.products.length > 0 && (
        <Button
          size="md"
          variant="default"
          leftSection={<IconDiscount aria-hidden size={18} />}
          onClick={() => setIsDiscounting(true)}
        >
          {t("requests.order.discountButton")}
        </Button>
      )}
    </>
  );

  return (
    <>
      <TicketPanel
        title={title}
        actions={actions}
        sent={order?.products ?? []}
        orderMoney={order}
        draft={draft}
        nameOf={nameOf}
        draftCents={(line) => draftLineCents(line, menu, zoneId)}
        draftChoices={(line) => draftChoiceNames(line, menu)}
        onQty={(key, delta) => draft.change(changeDraftQty(draft.lines(), key, delta))}
        onEditDraft={(key) => setEditing({ kind: "draft", key })}
        onEditSent={order && ((line) => setEditing({ kind: "sent", line }))}
        courseAction={courseAction}
        onSend={onSend}
        isSending={isSending}
        sendLabel={sendLabel}
      />
      {/* Dialogs are mounted only while open: a closed Mantine modal still costs a dozen
          components on every render, and the ticket renders on every tap. */}
      {editable && !removing && (
        <LineEditDialog
          line={editable}
          isSaving={edit.isPending}
          onClose={() => setEditing(undefined)}
          onSave={save}
          onRemove={remove}
        />
      )}
      {removing && (
        <ConfirmDialog
          opened
          title={t("requests.line.removeTitle", { name: removing.name })}
          message={t("requests.line.removeSent")}
          confirmLabel={t("requests.line.remove")}
          isDanger
          isPending={edit.isPending}
          onCancel={() => setRemoving(undefined)}
          onConfirm={() =>
            change(
              { products_to_delete: [removing.id] },
              () => {
                setRemoving(undefined);
                setEditing(undefined);
              },
              t("requests.order.lineRemoved", { name: removing.name }),
            )
          }
        />
      )}
      {isDiscounting && (
        <OrderDiscountDialog
          opened
          current={order?.discount ?? null}
          subtotalCents={subtotalCents}
          isSaving={edit.isPending}
          onClose={() => setIsDiscounting(false)}
          onSave={(discount) => change({ discount }, () => setIsDiscounting(false))}
        />
      )}
      {isCountingGuests && (
        <GuestsDialog
          table={{ id: order?.table ?? 0, name: tableName }}
          confirmLabel={t("requests.line.save")}
          onClose={() => setIsCountingGuests(false)}
          onChoose={(count) => {
            if (order) change({ command_guests: count }, () => setIsCountingGuests(false));
            else {
              onNewGuests?.(count);
              setIsCountingGuests(false);
            }
          }}
        />
      )}
    </>
  );
}
