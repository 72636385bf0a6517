import { IMAGE_LIMITS } from "@comanda/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { messagesOf } from "../../../lib/api-errors";
import { notify } from "../../../lib/notify";
import { ImageField } from "../../../ui/form/ImageField";
import { useRemoveSettingsImage, useUploadSettingsImage } from "../settings-api";

/**
 * The local's logo, saved as soon as it is chosen (an image is uploaded on its own, never with
 * the form's save). The server checks the size again and its message is shown here.
 */
export function LogoField({ value, canUpdate }: { value: string; canUpdate: boolean }) {
  const { t } = useTranslation();
  const upload = useUploadSettingsImage("global", "logo");
  const remove = useRemoveSettingsImage("global", "logo");
  const [error, setError] = useState<string>();

  async function run(call: () => Promise<unknown>) {
    setError(undefined);
    try {
      await call();
      notify(t("settings.global.logoSaved"), "success");
    } catch (failure) {
      setError(failure instanceof ApiError ? messagesOf(failure).join("\n") : t("errors.server"));
    }
  }

  return (
    <fieldset
      disabled={!canUpdate || upload.isPending || remove.isPending}
      style={{ border: 0, padding: 0, margin: 0 }}
    >
      <ImageField
        label={t("settings.global.fields.logo")}
        value={value || null}
        file={null}
        maxBytes={IMAGE_LIMITS.logo}
        error={error}
        onChange={(file) => file && void run(() => upload.mutateAsync(file))}
        onClear={() => void run(() => remove.mutateAsync())}
      />
    </fieldset>
  );
}
