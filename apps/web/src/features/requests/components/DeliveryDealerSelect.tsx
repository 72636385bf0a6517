import { staffName } from "@comanda/domain";
import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ChoiceSelect } from "../../../ui/form/ChoiceSelect";
import type { Dealer } from "../delivery-api";

export interface DeliveryDealerSelectProps {
  dealer: number | null;
  /** The employees to choose from; undefined while they load. */
  dealers: readonly Dealer[] | undefined;
  isDisabled: boolean;
  onAssign: (dealer: number | null) => void;
}

/** Who takes a delivery order: any employee of the local, or nobody (cleared). */
export function DeliveryDealerSelect({ dealer, dealers, isDisabled, onAssign }: DeliveryDealerSelectProps) {
  const { t } = useTranslation();
  if (dealers === undefined)
    return (
      <Text size="sm" fw={600}>
        {t(dealer === null ? "requests.delivery.noDealer" : "requests.delivery.dealerAssigned")}
      </Text>
    );
  return (
    <ChoiceSelect
      label={t("requests.delivery.dealer")}
      placeholder={t("requests.delivery.noDealer")}
      rows={dealers.map((row) => ({ id: row.id, name: staffName(row) }))}
      value={dealer === null ? null : String(dealer)}
      onChange={(value) => onAssign(value === null ? null : Number(value))}
      disabled={isDisabled}
    />
  );
}
