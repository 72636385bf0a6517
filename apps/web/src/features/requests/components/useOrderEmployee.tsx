import { staffName } from "@comanda/domain";
import { Button, Group, Text } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useSettingsGroup } from "../../settings/settings-api";
import type { OrderTaker } from "../employees-api";
import { orderWorker } from "../order-employee";
import { TABLES_PATH } from "../request-paths";
import { EmployeePicker } from "./EmployeePicker";

export interface OrderEmployee {
  /** The chosen employee, to send as the new order's `worker`; none when the setting does not ask. */
  worker: number | undefined;
  /** The picker, and once chosen who takes the order with a button to change it. */
  element: ReactNode;
}

/**
 * Setting select_employee_before_order: before a new table's order is taken the till asks which
 * employee takes it. The choice is this order's: the next new table asks again, since the
 * setting is there for tills that several waiters share.
 */
export function useOrderEmployee(isNewOrder: boolean): OrderEmployee {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const global = useSettingsGroup("global");
  const [chosen, setChosen] = useState<OrderTaker>();
  const [isChanging, setChanging] = useState(false);
  const asks = isNewOrder && global.data?.select_employee_before_order === true;
  if (!asks) return { worker: undefined, element: null };
  return {
    worker: orderWorker(asks, chosen),
    element: (
      <>
        {chosen && (
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Text fw={600}>{t("requests.employee.takenBy", { name: staffName(chosen) })}</Text>
            <Button size="lg" variant="default" onClick={() => setChanging(true)}>
              {t("requests.employee.change")}
            </Button>
          </Group>
        )}
        <EmployeePicker
          opened={!chosen || isChanging}
          chosenId={chosen?.id}
          onChoose={(employee) => {
            setChosen(employee);
            setChanging(false);
          }}
          onClose={() => (chosen ? setChanging(false) : navigate(TABLES_PATH))}
          closeLabel={chosen ? t("requests.employee.keep") : t("requests.order.backToTables")}
        />
      </>
    ),
  };
}
