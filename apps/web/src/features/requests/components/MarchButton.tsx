import type { ProductOrderGroup } from "@comanda/domain";
import { Button, Text } from "@mantine/core";
import { IconFlame } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { handleApiError } from "../../../lib/api-errors";
import { notify } from "../../../lib/notify";
import type { Order, OrderLine } from "../order-types";
import { useMarchCourse } from "../orders-api";

export interface MarchButtonProps {
  order: Order;
  course: ProductOrderGroup;
  lines: readonly OrderLine[];
}

/**
 * A course header's call to the kitchen: "march" its waiting lines when the table is ready
 * for them. Drinks and lines without a course go out as they are ordered; a course the
 * kitchen has started has nothing to call for.
 */
export function MarchButton({ order, course, lines }: MarchButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const march = useMarchCourse();
  const courseName = t(`menu.products.orderGroups.${course}`);
  if (course === "no_group" || !lines.some((line) => line.process_status === "solicited")) return null;
  if (order.marched.includes(course))
    return (
      <Text size="sm" fw={700} c="red.9">
        {t("requests.march.marched")}
      </Text>
    );
  const run = () =>
    march.mutate(
      { id: order.id, order: course },
      {
        onSuccess: () => notify(t("requests.march.done", { course: courseName }), "success"),
        onError: (error) => handleApiError(error, navigate, { retry: run }),
      },
    );
  return (
    <Button
      size="sm"
      mih={40}
      variant="default"
      leftSection={<IconFlame aria-hidden size={16} />}
      loading={march.isPending}
      aria-label={t("requests.march.label", { course: courseName })}
      onClick={run}
    >
      {t("requests.march.action")}
    </Button>
  );
}
