import { calendarDateIn, personName } from "@comanda/domain";
import { Modal } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ApiError } from "../../../lib/api-client";
import { handleApiError } from "../../../lib/api-errors";
import { appTimeZone } from "../../../lib/i18n";
import { notify } from "../../../lib/notify";
import { FormModal } from "../../../ui/form/FormModal";
import { LoadingState } from "../../../ui/states";
import type { Order } from "../order-types";
import { useEditCommand } from "../orders-api";
import { useClientWithAddresses } from "../takeaway-api";
import {
  type TakeawayDetails,
  type TakeawayKind,
  takeawayChanges,
  takeawayDetailsOf,
  takeawayProblems,
} from "../takeaway-details";
import { TakeawayDetailsPanel } from "./TakeawayDetailsPanel";

type SentTakeaway = Pick<
  Order,
  "id" | "address" | "client" | "soon_as_possible" | "shift_time" | "delivery_date"
> & { kind: TakeawayKind };

export interface TakeawayDetailsDialogProps {
  /** The sent pickup or delivery order whose client, address or time is changed. */
  order: SentTakeaway;
  orderName: string;
  onClose: () => void;
}

/** A sent pickup or delivery order's client, address or slot changed, as the phone call asks. */
export function TakeawayDetailsDialog({ order, orderName, onClose }: TakeawayDetailsDialogProps) {
  const { t } = useTranslation();
  const client = useClientWithAddresses(order.client ?? undefined);
  const title = t("requests.takeaway.editTitle", { order: orderName });
  if (order.client !== null && !client.data)
    return (
      <Modal
        opened
        onClose={onClose}
        title={title}
        centered
        closeButtonProps={{ "aria-label": t("common.close") }}
      >
        <LoadingState />
      </Modal>
    );
  const summary = client.data
    ? { id: client.data.id, name: personName(client.data), phone: client.data.phone }
    : null;
  const today = calendarDateIn(new Date(), appTimeZone());
  return (
    <DetailsForm
      order={order}
      title={title}
      orderName={orderName}
      initial={takeawayDetailsOf(order, summary, today)}
      onClose={onClose}
    />
  );
}

function DetailsForm({
  order,
  title,
  orderName,
  initial,
  onClose,
}: {
  order: SentTakeaway;
  title: string;
  orderName: string;
  initial: TakeawayDetails;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const edit = useEditCommand();
  const [details, setDetails] = useState(initial);
  const [tried, setTried] = useState(false);
  const [serverProblem, setServerProblem] = useState<string>();
  const problems = tried ? takeawayProblems(order.kind, details) : [];

  const save = (event?: FormEvent) => {
    event?.preventDefault();
    setTried(true);
    if (takeawayProblems(order.kind, details).length > 0) return;
    const change = takeawayChanges(order.kind, initial, details);
    if (Object.keys(change).length === 0) return onClose();
    edit.mutate(
      { order, change },
      {
        onSuccess: () => {
          notify(t("requests.takeaway.saved", { order: orderName }), "success");
          onClose();
        },
        onError: (error) => {
          // A slot taken meanwhile is said where the slots are; anything else the usual way.
          const slot = error instanceof ApiError ? error.errors.shift_time?.[0] : undefined;
          if (slot) setServerProblem(slot);
          handleApiError(error, navigate, { retry: save });
        },
      },
    );
  };

  return (
    <FormModal opened title={title} onClose={onClose} onSubmit={save} isPending={edit.isPending}>
      <TakeawayDetailsPanel
        kind={order.kind}
        value={details}
        onChange={(next) => {
          setDetails(next);
          setServerProblem(undefined);
        }}
        problems={serverProblem ? [...problems, serverProblem] : problems}
      />
    </FormModal>
  );
}
