import { formatFileSize } from "@comanda/domain";
import { Button, FileButton, Group, Image, Input, Stack, Text } from "@mantine/core";
import { IconPhoto, IconTrash, IconUpload } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

export interface ImageFieldProps {
  label: string;
  /** The stored image's URL; null when there is none (or it was removed). */
  value: string | null;
  /** A file chosen and not saved yet; it wins over `value` in the preview. */
  file: File | null;
  onChange: (file: File | null) => void;
  /** Removes the stored image (and any chosen file). */
  onClear: () => void;
  /** Already translated: the server's message for this field. */
  error?: string;
  maxBytes: number;
}

const MB = 1024 * 1024;

/** A form (ui/form/useForm) that keeps the stored image's URL in `image` and a new file in `imageFile`. */
interface ImageForm {
  values: { image: string | null; imageFile: File | null };
  setValue: {
    (name: "imageFile", value: File | null): void;
    (name: "image", value: string | null): void;
  };
  errorOf: (name: "image") => string | undefined;
}

/** The picker's value, file, handlers and error, bound to such a form. */
export function imageFieldBinding(form: ImageForm) {
  return {
    value: form.values.image,
    file: form.values.imageFile,
    onChange: (file: File | null) => form.setValue("imageFile", file),
    onClear: () => {
      form.setValue("imageFile", null);
      form.setValue("image", null);
    },
    error: form.errorOf("image"),
  };
}

/**
 * A chosen file's size with one decimal in MB: formatFileSize rounds 1.1 MB to "1 MB", which
 * next to a limit of "1000 kb" would not say why the file was refused.
 */
function formatChosenSize(bytes: number): string {
  return bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : formatFileSize(bytes);
}

/** A preview URL for a chosen file, revoked when the file changes or the field goes away. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

/**
 * The image picker of the form kit: a preview, a button that opens the file chooser (a finger
 * cannot drop files on a till) and a remove button. A file over the limit is refused here, so
 * the user learns it before a 1 MB upload fails on the server.
 */
export function ImageField({ label, value, file, onChange, onClear, error, maxBytes }: ImageFieldProps) {
  const { t } = useTranslation();
  const [localError, setLocalError] = useState<string | undefined>();
  const preview = useObjectUrl(file);
  const shown = preview ?? value;
  const max = formatFileSize(maxBytes);

  function handleChoose(chosen: File | null) {
    if (!chosen) return;
    if (!chosen.type.startsWith("image/")) {
      setLocalError(t("imageField.notImage"));
      return;
    }
    if (chosen.size > maxBytes) {
      setLocalError(t("imageField.tooLarge", { size: formatChosenSize(chosen.size), max }));
      return;
    }
    setLocalError(undefined);
    onChange(chosen);
  }

  const message = localError ?? error;
  return (
    <Input.Wrapper
      label={label}
      // A div, not a <label>: pointing at the button would replace its own name ("Choose image").
      labelElement="div"
      error={message}
      description={t("imageField.limit", { max })}
      inputWrapperOrder={["label", "description", "input", "error"]}
    >
      <Group gap="md" align="center" wrap="wrap" mt={4}>
        {shown ? (
          <Image
            src={shown}
            alt={t("imageField.preview")}
            w={96}
            h={96}
            fit="contain"
            radius="md"
            bg="gray.1"
          />
        ) : (
          <Stack
            w={96}
            h={96}
            align="center"
            justify="center"
            gap={2}
            bg="gray.1"
            style={{ borderRadius: 8 }}
          >
            <IconPhoto aria-hidden size={28} />
            <Text size="xs" c="dimmed">
              {t("imageField.none")}
            </Text>
          </Stack>
        )}
        <Stack gap="xs">
          <FileButton onChange={handleChoose} accept="image/*">
            {(props) => (
              <Button {...props} size="lg" variant="light" leftSection={<IconUpload aria-hidden size={18} />}>
                {t(shown ? "imageField.change" : "imageField.choose")}
              </Button>
            )}
          </FileButton>
          {shown && (
            <Button
              size="lg"
              variant="subtle"
              color="red"
              leftSection={<IconTrash aria-hidden size={18} />}
              onClick={() => {
                setLocalError(undefined);
                onClear();
              }}
            >
              {t("imageField.remove")}
            </Button>
          )}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
