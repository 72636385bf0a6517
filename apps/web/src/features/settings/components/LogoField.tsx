import { useTranslation } from "react-i18next";
import { SettingsImageField } from "./SettingsImageField";

/** The local's logo (global group). */
export function LogoField({ value, canUpdate }: { value: string; canUpdate: boolean }) {
  const { t } = useTranslation();
  return (
    <SettingsImageField
      group="global"
      field="logo"
      label={t("settings.global.fields.logo")}
      savedText="settings.global.logoSaved"
      value={value}
      canUpdate={canUpdate}
    />
  );
}
