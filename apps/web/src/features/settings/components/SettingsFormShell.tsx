import { Alert, Stack } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { type FormEvent, type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { StickySaveBar } from "../../../ui/form/StickySaveBar";

export interface SettingsFormShellProps {
  onSubmit: (event: FormEvent) => void;
  canUpdate: boolean;
  saving: boolean;
  /** Grows with each refused save: the first message is then brought into view. */
  refusals: number;
  children: ReactNode;
}

/**
 * The frame of every settings form: the read-only notice without settings.update, the fields
 * and a save button kept at the bottom of the screen.
 */
export function SettingsFormShell({
  onSubmit,
  canUpdate,
  saving,
  refusals,
  children,
}: SettingsFormShellProps) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    // The forms are longer than a till's screen and the save button stays at the bottom, so a
    // message at the top would go unseen.
    if (refusals > 0) {
      formRef.current
        ?.querySelector('[aria-invalid="true"], [role="alert"]')
        ?.scrollIntoView({ block: "center", behavior: "smooth" });
    }
  }, [refusals]);

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        {!canUpdate && (
          <Alert color="gray" icon={<IconLock aria-hidden size={20} />}>
            {t("settings.readOnly")}
          </Alert>
        )}
        {children}
        {canUpdate && <StickySaveBar label={t("form.save")} loading={saving} />}
      </Stack>
    </form>
  );
}
