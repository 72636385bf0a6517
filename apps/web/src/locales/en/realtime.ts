import type { Catalogue } from "../es";

export const realtimeTexts: Catalogue["realtime"] = {
  maintenanceAlert: "Maintenance notice",
  closeAlert: "Close notice",
  reloadTitle: "The app needs to be reloaded",
  reloadText: "A change has been published that needs this screen to be reloaded.",
  reload: "Reload",
  fiscalOff: "Fiscal service turned off: {{message}}",
  fiscalOffNoReason: "Fiscal service turned off after an error",
};
