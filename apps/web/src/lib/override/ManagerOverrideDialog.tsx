import type { ErrorKind } from "@comanda/domain";
import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { PasswordField } from "../../ui/form/PasswordField";
import { TextField } from "../../ui/form/TextField";
import { useForm } from "../../ui/form/useForm";
import { ApiError, api } from "../api-client";
import { handleApiError, messagesOf } from "../api-errors";
import { notify } from "../notify";
import { callsSettled, cancelOverride, type OverrideFlow, runAuthorised, takeBack } from "./override-flow";
import { type OverrideForm, permissionLabel, validateOverride } from "./override-form";
import { type OverrideRequest, overrides } from "./override-store";

/** Failures after which the till cannot go on here (signed out, local gone): the app's own handling. */
const LEAVES_THE_SCREEN: ReadonlySet<ErrorKind> = new Set([
  "AUTHENTICATION_ERROR",
  "NOT_FOUND_ERROR",
  "UNPROCESSABLE_ENTITY_ERROR",
  "MAINTENANCE_ERROR",
]);

export interface ManagerOverrideDialogProps {
  /** The refusal a manager is asked to authorise; closed without one. */
  request: OverrideRequest | undefined;
}

/**
 * A manager authorises one refused action with their e-mail and password (spec §6): the
 * permission is lent to this session, the action runs again, and the loan is taken back.
 */
export default function ManagerOverrideDialog({ request }: ManagerOverrideDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const flow: OverrideFlow = { store: overrides, settled: () => callsSettled(queryClient), takeBack };
  const cancel = () => void cancelOverride(flow, (refused) => notify(refused.message));
  return (
    <Modal
      opened={request !== undefined}
      onClose={cancel}
      title={t("override.title")}
      centered
      size="lg"
      closeButtonProps={{ "aria-label": t("common.close") }}
    >
      {/* Mounted only while asking, so nothing typed for one action is left for the next. */}
      {request && (
        <OverrideFields
          request={request}
          onCancel={cancel}
          onGranted={() => void runAuthorised(flow)}
          onLeave={(error) => {
            void cancelOverride(flow, () => undefined);
            handleApiError(error, navigate);
          }}
        />
      )}
    </Modal>
  );
}

interface OverrideFieldsProps {
  request: OverrideRequest;
  onCancel: () => void;
  onGranted: () => void;
  onLeave: (error: ApiError) => void;
}

function OverrideFields({ request, onCancel, onGranted, onLeave }: OverrideFieldsProps) {
  const { t } = useTranslation();
  const form = useForm<OverrideForm>({
    initialValues: { email: "", password: "" },
    validate: validateOverride,
  });
  const [refusal, setRefusal] = useState<string>();
  const grant = useMutation({
    mutationFn: (values: OverrideForm) =>
      api<unknown>("/api/v1/auth/check_user_auth", {
        body: { email: values.email.trim(), password: values.password, action: request.permission },
      }),
    // Its refusals (wrong password, a manager without the permission) are said here, not in a toast.
    meta: { handlesErrors: true },
  });

  const submit = (values: OverrideForm) => {
    setRefusal(undefined);
    grant.mutate(values, {
      onSuccess: onGranted,
      onError: (error) => {
        if (error instanceof ApiError && LEAVES_THE_SCREEN.has(error.kind)) {
          onLeave(error);
          return;
        }
        setRefusal(error instanceof ApiError ? messagesOf(error).join("\n") : t("errors.server"));
        form.setValue("password", "");
      },
    });
  };

  const label = permissionLabel(request.permission);
  const permissionName =
    label.kind === "action"
      ? t(label.key)
      : label.kind === "module"
        ? t("override.moduleAction", { action: t(label.action), module: t(label.module) })
        : label.text;

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack>
        <Text>{request.message}</Text>
        <Text fw={600}>{t("override.permission", { permission: permissionName })}</Text>
        <Text>{t("override.explain")}</Text>
        <TextField
          label={t("override.email")}
          type="email"
          autoComplete="off"
          data-autofocus
          {...form.field("email")}
        />
        <PasswordField label={t("override.password")} autoComplete="off" {...form.field("password")} />
        {refusal && (
          <Alert color="red" role="alert" style={{ whiteSpace: "pre-line" }}>
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button size="lg" variant="default" onClick={onCancel} disabled={grant.isPending}>
            {t("override.cancel")}
          </Button>
          <Button type="submit" size="lg" loading={grant.isPending}>
            {t("override.authorise")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
