import { IMAGE_FIELDS, type ImageGroup } from "@comanda/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { messagesOf } from "../../../lib/api-errors";
import { notify } from "../../../lib/notify";
import { ImageField } from "../../../ui/form/ImageField";
import { useRemoveSettingsImage, useUploadSettingsImage } from "../settings-api";

/**
 * An image of a settings group (the logo, the digital menu's headers), saved as soon as it is
 * chosen: an image is uploaded on its own, never with the form's save. Its limit is the
 * domain's (IMAGE_FIELDS); the server checks the size again and its message is shown here.
 */
export function SettingsImageField<G extends ImageGroup>({
  group,
  field,
  label,
  savedText,
  value,
  canUpdate,
}: {
  group: G;
  field: keyof (typeof IMAGE_FIELDS)[G] & string;
  label: string;
  /** Catalogue key of the toast after an upload or a removal. */
  savedText: string;
  value: string;
  canUpdate: boolean;
}) {
  const { t } = useTranslation();
  const upload = useUploadSettingsImage(group, field);
  const remove = useRemoveSettingsImage(group, field);
  const [error, setError] = useState<string>();
  const limits: Record<string, number> = IMAGE_FIELDS[group];

  async function run(call: () => Promise<unknown>) {
    setError(undefined);
    try {
      await call();
      notify(t(savedText), "success");
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
        label={label}
        value={value || null}
        file={null}
        maxBytes={limits[field] ?? 0}
        error={error}
        onChange={(file) => file && void run(() => upload.mutateAsync(file))}
        onClear={() => void run(() => remove.mutateAsync())}
      />
    </fieldset>
  );
}
