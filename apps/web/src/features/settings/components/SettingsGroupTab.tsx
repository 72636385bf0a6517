import { hasPermission, type Settings, type SettingsGroup } from "@comanda/domain";
import { type ComponentType, useState } from "react";
import { usePermissions } from "../../../app/permissions";
import { ErrorState, LoadingState } from "../../../ui/states";
import { useSettingsGroup } from "../settings-api";

export interface SettingsFormProps<G extends SettingsGroup> {
  /** The group as stored when the form opened; the save sends only what differs from it. */
  stored: Settings<G>;
  canUpdate: boolean;
  onSaved: () => void;
}

/**
 * One settings group's tab: everyone who opens settings reads it (every till needs it); only
 * settings.update may change it. After a save the form starts again from what was stored.
 */
export function SettingsGroupTab<G extends SettingsGroup>({
  group,
  form: Form,
}: {
  group: G;
  form: ComponentType<SettingsFormProps<G>>;
}) {
  const permissions = usePermissions();
  const settings = useSettingsGroup(group);
  const [saves, setSaves] = useState(0);
  if (settings.isPending || permissions.isPending) return <LoadingState />;
  if (settings.isError) return <ErrorState onRetry={() => void settings.refetch()} />;
  const canUpdate = hasPermission(
    permissions.data?.permissions ?? {},
    permissions.data?.actions ?? [],
    "settings.update",
  );
  return (
    <Form
      key={saves}
      stored={settings.data}
      canUpdate={canUpdate}
      onSaved={() => setSaves((count) => count + 1)}
    />
  );
}
