import { Button, Card, CloseButton, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { messagesOf } from "../../../lib/api-errors";
import { notify } from "../../../lib/notify";
import { useHolidayChanges, useHolidays } from "./predictions-api";

/** The days the manager marks as holidays; the forecasts learn from and apply them. */
/** The server's field message ("that day is already a holiday"), not the generic one. */
const failure = (error: Error) =>
  notify(error instanceof ApiError ? messagesOf(error).join(" ") : error.message);

export function HolidaysCard() {
  const { t } = useTranslation();
  const holidays = useHolidays();
  const { add, remove } = useHolidayChanges();
  const [day, setDay] = useState("");
  const [name, setName] = useState("");
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t("predictions.holidaysTitle")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("predictions.holidaysHint")}
        </Text>
        <Group align="flex-end" wrap="wrap">
          <TextInput
            type="date"
            label={t("predictions.holidayDay")}
            value={day}
            onChange={(event) => setDay(event.currentTarget.value)}
          />
          <TextInput
            label={t("predictions.holidayName")}
            value={name}
            maxLength={80}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Button
            loading={add.isPending}
            disabled={day === "" || name.trim() === ""}
            onClick={() =>
              add.mutate(
                { day, name },
                {
                  onSuccess: () => {
                    setDay("");
                    setName("");
                  },
                  onError: failure,
                },
              )
            }
          >
            {t("predictions.addHoliday")}
          </Button>
        </Group>
        {(holidays.data ?? []).length === 0 ? (
          <Text c="dimmed">{t("predictions.noHolidays")}</Text>
        ) : (
          <Group gap="xs" wrap="wrap">
            {(holidays.data ?? []).map((holiday) => (
              <Group key={holiday.id} gap={4} wrap="nowrap">
                <Text>
                  {holiday.day} · {holiday.name}
                </Text>
                <CloseButton
                  aria-label={t("predictions.removeHoliday", { name: holiday.name })}
                  onClick={() => remove.mutate(holiday.id, { onError: failure })}
                />
              </Group>
            ))}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
