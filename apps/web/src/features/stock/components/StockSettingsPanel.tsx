import { SettingsGroupTab } from "../../settings/components/SettingsGroupTab";
import { StockSettingsForm } from "./StockSettingsForm";
import { TillWarehouses } from "./TillWarehouses";

/**
 * The stock settings: the default warehouse sales take from, and each till's own. The same
 * panel is /stock's settings tab and Settings' stock tab, so both say the same thing.
 */
export function StockSettingsPanel() {
  return (
    <>
      <SettingsGroupTab group="stock" form={StockSettingsForm} />
      <TillWarehouses />
    </>
  );
}
