import { calendarDateIn } from "@comanda/domain";
import { Button } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { PageFrame } from "../../../app/PageFrame";
import { ApiError } from "../../../lib/api-client";
import { handleApiError } from "../../../lib/api-errors";
import { appTimeZone } from "../../../lib/i18n";
import { notify } from "../../../lib/notify";
import { ErrorState, LoadingState } from "../../../ui/states";
import { newOrderDraftScope } from "../draft-storage";
import { useOrderDraft } from "../order-draft-store";
import { useBarCategories, useBarMenu, useCreateOrder } from "../orders-api";
import { DELIVERY_PATH } from "../request-paths";
import {
  emptyTakeawayDetails,
  type TakeawayDetails,
  type TakeawayKind,
  takeawayBody,
  takeawayProblems,
  takeawayProblemTextKey,
} from "../takeaway-details";
import { OrderEntry } from "./OrderEntry";
import { TakeawayDetailsPanel } from "./TakeawayDetailsPanel";

/**
 * A new pickup or delivery order taken on the till (a phone call, a client at the counter):
 * who it is for, where and when beside the menu; it goes to the kitchen and to the delivery
 * board when sent.
 */
export function TakeawayOrderScreen({ kind }: { kind: TakeawayKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const menu = useBarMenu();
  const categories = useBarCategories();
  const create = useCreateOrder();
  const draft = useOrderDraft(newOrderDraftScope(kind));
  const [details, setDetails] = useState<TakeawayDetails>(() =>
    emptyTakeawayDetails(calendarDateIn(new Date(), appTimeZone())),
  );
  // Problems show once a send was tried, and follow every change after that.
  const [tried, setTried] = useState(false);
  const [serverProblem, setServerProblem] = useState<string>();

  const back = (
    <Button
      size="lg"
      variant="default"
      leftSection={<IconArrowLeft aria-hidden size={20} />}
      onClick={() => navigate(DELIVERY_PATH)}
    >
      {t("requests.takeawayOrder.back")}
    </Button>
  );
  if (menu.isError || categories.isError)
    return (
      <PageFrame section="new_request" actions={back}>
        <ErrorState
          onRetry={() => {
            void menu.refetch();
            void categories.refetch();
          }}
        />
      </PageFrame>
    );
  if (!menu.data || !categories.data) return <LoadingState />;

  const problems = tried ? takeawayProblems(kind, details) : [];
  const change = (next: TakeawayDetails) => {
    setDetails(next);
    setServerProblem(undefined);
  };
  const submit = () => {
    setTried(true);
    const found = takeawayProblems(kind, details);
    if (found.length > 0) {
      for (const problem of found) notify(t(takeawayProblemTextKey(problem)));
      return;
    }
    create.mutate(
      {
        kind,
        lines: draft.lines(),
        fields: takeawayBody(kind, details),
        idempotencyKey: draft.sendKey(),
      },
      {
        onSuccess: (order) => {
          notify(t(`requests.takeawayOrder.sent.${kind}`, { id: order.id }), "success");
          draft.clear();
          navigate(DELIVERY_PATH);
        },
        onError: (error) => {
          // A slot taken meanwhile is said where the slots are; anything else the usual way.
          const slot = error instanceof ApiError ? error.errors.shift_time?.[0] : undefined;
          if (slot) setServerProblem(slot);
          handleApiError(error, navigate, { retry: submit });
        },
      },
    );
  };

  return (
    <PageFrame section="new_request" title={t(`requests.takeawayOrder.title.${kind}`)} actions={back}>
      <OrderEntry
        draft={draft}
        menu={menu.data}
        categories={categories.data.results}
        zoneId={null}
        aside={
          <TakeawayDetailsPanel
            kind={kind}
            value={details}
            onChange={change}
            problems={serverProblem ? [...problems, serverProblem] : problems}
          />
        }
        title={t(`requests.takeawayOrder.title.${kind}`)}
        tableName={t(`requests.takeawayOrder.title.${kind}`)}
        order={undefined}
        onSend={submit}
        isSending={create.isPending}
      />
    </PageFrame>
  );
}
