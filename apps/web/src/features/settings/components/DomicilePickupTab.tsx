import { hasPermission } from "@comanda/domain";
import { useState } from "react";
import { usePermissions } from "../../../app/permissions";
import { ErrorState, LoadingState } from "../../../ui/states";
import { useSettingsGroup } from "../settings-api";
import { DomicilePickupForm } from "./DomicilePickupForm";

/**
 * The delivery/pickup settings group. Everyone who opens settings reads it (every till needs
 * it); only settings.update may change it.
 */
export function DomicilePickupTab() {
  const permissions = usePermissions();
  const settings = useSettingsGroup("domicile_pickup");
  // A save starts the form again from what the server stored.
  const [saves, setSaves] = useState(0);
  if (settings.isPending || permissions.isPending) return <LoadingState />;
  if (settings.isError) return <ErrorState onRetry={() => void settings.refetch()} />;
  const canUpdate = hasPermission(
    permissions.data?.permissions ?? {},
    permissions.data?.actions ?? [],
    "settings.update",
  );
  return (
    <DomicilePickupForm
      key={saves}
      stored={settings.data}
      canUpdate={canUpdate}
      onSaved={() => setSaves((count) => count + 1)}
    />
  );
}
