import { hasPermission } from "@comanda/domain";
import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { usePermissions } from "../../../app/permissions";
import { handleApiError } from "../../../lib/api-errors";
import { notify } from "../../../lib/notify";
import { useSetTillWarehouse, useTillWarehouses } from "../stock-api";
import { WarehouseSelect } from "./WarehouseSelect";

/**
 * Per till, the warehouse its sales take their recipes' ingredients from; a till without one
 * takes from the stock settings' warehouse. Saved as soon as it is chosen. The one list of
 * them, shown in /stock's settings and in Settings (stock and TPV tabs).
 */
export function TillWarehouses() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const permissions = usePermissions();
  const granted = permissions.data?.permissions ?? {};
  const actions = permissions.data?.actions ?? [];
  const canUpdate = hasPermission(granted, actions, "stk.update");
  // Shown under Settings too, to people who may not see stock: no call that would be refused.
  const tills = useTillWarehouses(hasPermission(granted, actions, "stk.view"));
  const save = useSetTillWarehouse();
  if (!tills.data || tills.data.results.length === 0) return null;
  return (
    <Stack gap="sm" mt="xl" maw={480}>
      <Title order={3}>{t("stock.tills.title")}</Title>
      <Text size="sm">{t("stock.tills.hint")}</Text>
      {tills.data.results.map((till) => (
        <WarehouseSelect
          key={till.tpv}
          label={t("stock.tills.warehouse", { tpv: till.name })}
          value={till.warehouse_uuid ?? undefined}
          allowAll
          placeholder={t("stock.tills.default")}
          disabled={!canUpdate || save.isPending}
          onChange={(uuid) =>
            save.mutate(
              { tpv: till.tpv, warehouse_uuid: uuid ?? null },
              {
                onSuccess: () => notify(t("stock.tills.saved", { tpv: till.name }), "success"),
                onError: (error) => handleApiError(error, navigate),
              },
            )
          }
        />
      ))}
    </Stack>
  );
}
