import { Button, Menu } from "@mantine/core";
import { IconBike, IconBuildingStore, IconChevronDown, IconGlassFull } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { BAR_PATH, newTakeawayPath } from "../request-paths";

/** The orders that are not a table's: at the bar, to pick up, to deliver. */
export function NewOrderMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="lg" variant="default" rightSection={<IconChevronDown aria-hidden size={18} />}>
          {t("requests.takeawayOrder.other")}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          fz="lg"
          py="sm"
          leftSection={<IconGlassFull aria-hidden size={20} />}
          onClick={() => navigate(BAR_PATH)}
        >
          {t("requests.takeawayOrder.bar")}
        </Menu.Item>
        <Menu.Item
          fz="lg"
          py="sm"
          leftSection={<IconBuildingStore aria-hidden size={20} />}
          onClick={() => navigate(newTakeawayPath("recoger"))}
        >
          {t("requests.takeawayOrder.newPickup")}
        </Menu.Item>
        <Menu.Item
          fz="lg"
          py="sm"
          leftSection={<IconBike aria-hidden size={20} />}
          onClick={() => navigate(newTakeawayPath("domicilio"))}
        >
          {t("requests.takeawayOrder.newDelivery")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
