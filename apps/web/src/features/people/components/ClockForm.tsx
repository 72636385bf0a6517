import type { ErrorKind, TimeSessionKind } from "@comanda/domain";
import { Alert, Button, Group, SegmentedControl, Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ApiError } from "../../../lib/api-client";
import { handleApiError, messagesOf } from "../../../lib/api-errors";
import { appTimeZone } from "../../../lib/i18n";
import { localTime } from "../../../lib/local-time";
import { notify } from "../../../lib/notify";
import { apiFieldErrors } from "../../../ui/form/api-field-errors";
import { PasswordField } from "../../../ui/form/PasswordField";
import { TextField } from "../../../ui/form/TextField";
import { useForm } from "../../../ui/form/useForm";
import { useClock } from "../people-api";

/** Refusals the employee fixes here (a wrong password, a shift already open): said in the form. */
const SAID_HERE: ReadonlySet<ErrorKind> = new Set(["VALIDATION_ERROR", "RATE_LIMIT_ERROR"]);

interface ClockValues {
  email: string;
  password: string;
}

/**
 * Clocking on a shared till: the employee types their own e-mail and password each time, and
 * the fields are emptied once it is done so the next person starts clean.
 */
export function ClockForm({ onClocked }: { onClocked?: () => void }) {
  const { t, i18n } = useTranslation();
  const clock = useClock();
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<string>();
  const [kind, setKind] = useState<TimeSessionKind>("work");
  const form = useForm<ClockValues>({
    initialValues: { email: "", password: "" },
    validate: (values) => ({
      ...(values.email.trim() ? {} : { email: "form.required" }),
      ...(values.password ? {} : { password: "form.required" }),
    }),
  });
  const time = localTime(appTimeZone(), i18n.language);

  const submit = (action: "clock_in" | "clock_out") =>
    form.onSubmit(async (values) => {
      setRefusal(undefined);
      try {
        const session = await clock.mutateAsync({ action, body: { ...values, kind } });
        const message =
          action === "clock_in"
            ? t("people.timeTracking.clockedIn", { time: time(session.start_time) })
            : t("people.timeTracking.clockedOut", { time: time(session.end_time ?? session.start_time) });
        notify(message, "success");
        form.setValue("password", "");
        form.setValue("email", "");
        onClocked?.();
      } catch (error) {
        form.setValue("password", "");
        if (Object.keys(apiFieldErrors(error, values)).length > 0) form.showApiErrors(error);
        else if (error instanceof ApiError && SAID_HERE.has(error.kind))
          setRefusal(messagesOf(error).join("\n"));
        else handleApiError(error, navigate);
      }
    });

  return (
    <Stack gap="sm">
      <Group grow align="flex-start">
        <TextField
          label={t("people.timeTracking.email")}
          type="email"
          autoComplete="off"
          {...form.field("email")}
        />
        <PasswordField
          label={t("people.timeTracking.password")}
          autoComplete="off"
          {...form.field("password")}
        />
      </Group>
      <SegmentedControl
        size="lg"
        aria-label={t("people.timeTracking.kind")}
        value={kind}
        onChange={(value) => setKind(value as TimeSessionKind)}
        data={[
          { value: "work", label: t("people.timeTracking.work") },
          { value: "break", label: t("people.timeTracking.break") },
        ]}
      />
      {refusal && (
        <Alert color="red" role="alert" style={{ whiteSpace: "pre-line" }}>
          {refusal}
        </Alert>
      )}
      <Group grow>
        <Button size="xl" loading={clock.isPending} onClick={submit("clock_in")}>
          {t("people.timeTracking.clockIn")}
        </Button>
        <Button size="xl" variant="light" loading={clock.isPending} onClick={submit("clock_out")}>
          {t("people.timeTracking.clockOut")}
        </Button>
      </Group>
    </Stack>
  );
}
