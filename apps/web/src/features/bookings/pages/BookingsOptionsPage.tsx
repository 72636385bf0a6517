import { hasPermission } from "@comanda/domain";
import { Button, Tabs } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageFrame } from "../../../app/PageFrame";
import { usePermissions } from "../../../app/permissions";
import { EditButton } from "../../../ui/list/EditButton";
import { type ListColumn, ListView } from "../../../ui/list/ListView";
import { useEntityList } from "../../../ui/list/useEntityList";
import { type BookingAnswer, type ReservationOption, useAllRows } from "../bookings-api";
import { AnswerForm, OptionForm } from "../components/BookingOptionForms";

const TEXTS = "bookings.options";
type Tab = "options" | "answers";

/** Booking options (spec §2 /bookings_options): questions asked with a booking, and their answers. */
export default function BookingsOptionsPage() {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const granted = permissions.data?.permissions ?? {};
  const actions = permissions.data?.actions ?? [];
  const can = (action: "create" | "update" | "delete") =>
    hasPermission(granted, actions, `reservations.${action}`);
  const [tab, setTab] = useState<Tab>("options");
  const [option, setOption] = useState<ReservationOption | null | undefined>(undefined);
  const [answer, setAnswer] = useState<BookingAnswer | null | undefined>(undefined);
  const options = useEntityList<ReservationOption>({
    collection: "reservations_options",
    restoreBody: (row) => ({ id: row.id }),
  });
  const answers = useEntityList<BookingAnswer>({
    collection: "booking-options-answers",
    restoreBody: (row) => ({ id: row.id }),
  });
  const allAnswers = useAllRows<BookingAnswer>("booking-options-answers");
  const answerTitle = new Map((allAnswers.data ?? []).map((row) => [row.id, row.title]));

  const optionColumns: ListColumn<ReservationOption>[] = [
    { key: "title", label: t(`${TEXTS}.columns.title`), render: (row) => row.title },
    {
      key: "answers",
      label: t(`${TEXTS}.columns.answers`),
      render: (row) => row.answers.map((id) => answerTitle.get(id) ?? id).join(", "),
    },
    {
      key: "multiple",
      label: t(`${TEXTS}.columns.multiple`),
      render: (row) => t(row.is_multiple ? `${TEXTS}.yes` : `${TEXTS}.no`),
    },
  ];
  const answerColumns: ListColumn<BookingAnswer>[] = [
    { key: "title", label: t(`${TEXTS}.columns.title`), render: (row) => row.title },
  ];
  if (can("update")) {
    optionColumns.push({
      key: "actions",
      label: t(`${TEXTS}.columns.actions`),
      render: (row) => <EditButton name={row.title} onClick={() => setOption(row)} />,
    });
    answerColumns.push({
      key: "actions",
      label: t(`${TEXTS}.columns.actions`),
      render: (row) => <EditButton name={row.title} onClick={() => setAnswer(row)} />,
    });
  }

  return (
    <PageFrame
      section="bookings_options"
      actions={
        can("create") && (
          <Button
            size="lg"
            leftSection={<IconPlus aria-hidden size={18} />}
            onClick={() => (tab === "options" ? setOption(null) : setAnswer(null))}
          >
            {t(tab === "options" ? `${TEXTS}.new` : `${TEXTS}.newAnswer`)}
          </Button>
        )
      }
    >
      <Tabs
        value={tab}
        onChange={(value) => setTab(value === "answers" ? "answers" : "options")}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="options">{t(`${TEXTS}.optionsTab`)}</Tabs.Tab>
          <Tabs.Tab value="answers">{t(`${TEXTS}.answersTab`)}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="options">
          <ListView
            list={options}
            columns={optionColumns}
            rowName={(row) => row.title}
            emptyTitle={t(`${TEXTS}.empty`)}
            canDelete={can("delete")}
            canRestore={can("update")}
          />
        </Tabs.Panel>
        <Tabs.Panel value="answers">
          <ListView
            list={answers}
            columns={answerColumns}
            rowName={(row) => row.title}
            emptyTitle={t(`${TEXTS}.answersEmpty`)}
            canDelete={can("delete")}
            canRestore={can("update")}
          />
        </Tabs.Panel>
      </Tabs>
      {option !== undefined && (
        <OptionForm
          key={option?.id ?? "new"}
          option={option ?? undefined}
          onClose={() => setOption(undefined)}
        />
      )}
      {answer !== undefined && (
        <AnswerForm
          key={answer?.id ?? "new"}
          answer={answer ?? undefined}
          onClose={() => setAnswer(undefined)}
        />
      )}
    </PageFrame>
  );
}
