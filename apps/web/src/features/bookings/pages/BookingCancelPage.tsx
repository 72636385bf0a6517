import { Alert, Button, Center, Paper, Stack, Text, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { api } from "../../../lib/api-client";
import { formatDay } from "../calendar-dates";

const TEXTS = "bookings.cancelPage";

interface CancelledBooking {
  date: string;
  start_at: string;
  qty_person: number;
}

/** Where the booking mail's cancel link leads (`/booking/cancel?token=…`): no session, one button. */
export default function BookingCancelPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const cancel = useMutation({
    meta: { handlesErrors: true },
    mutationFn: () => api<CancelledBooking>("/api/v1/public/bookings/cancel", { body: { token } }),
  });

  return (
    <Center mih="100vh" p="md" bg="gray.1">
      <Paper component="main" withBorder shadow="sm" p="xl" radius="md" w={420} maw="100%">
        <Stack>
          <Title order={1} size="h2">
            {t(`${TEXTS}.title`)}
          </Title>
          {cancel.isSuccess ? (
            <Alert color="green" role="status">
              {t(`${TEXTS}.done`)}{" "}
              {`${formatDay(cancel.data.date, i18n.language)} ${cancel.data.start_at} · ${t(
                "bookings.calendar.people",
                {
                  count: cancel.data.qty_person,
                },
              )}`}
            </Alert>
          ) : cancel.isError || token === "" ? (
            <Alert color="red" role="alert">
              {t(`${TEXTS}.failed`)}
            </Alert>
          ) : (
            <>
              <Text>{t(`${TEXTS}.text`)}</Text>
              <Button size="lg" color="red" loading={cancel.isPending} onClick={() => cancel.mutate()}>
                {t(`${TEXTS}.submit`)}
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
