import { Button } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** A row's edit button: visible text for fingers, the row's name for screen readers. */
export function EditButton({ name, onClick }: { name: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      size="lg"
      variant="light"
      leftSection={<IconPencil aria-hidden size={18} />}
      aria-label={t("form.editRow", { name })}
      onClick={onClick}
    >
      {t("form.edit")}
    </Button>
  );
}
