import type { Catalogue } from "../es";

export const realtimeTexts: Catalogue["realtime"] = {
  maintenanceAlert: "Maintenance notice",
  closeAlert: "Close notice",
  reloadTitle: "The app needs to be reloaded",
  reloadText: "A change has been published that needs this screen to be reloaded.",
  reload: "Reload",
  fiscalOff: "Fiscal service turned off: {{message}}",
  fiscalOffNoReason: "Fiscal service turned off after an error",
  fiscalOn: "VERI*FACTU fiscal issuing is on",
  offlineQueued: "No network connection. It will be sent by itself as soon as the connection is back.",
  /** A guest called from the table's QR (issue 34). */
  callWaiter: {
    waiter: "Table {{table}} is calling the waiter",
    bill: "Table {{table}} asks for the bill",
  },
  unrouted: {
    lines: "No printer for {{category}} at {{zone}}",
    ticket: "No ticket printer at {{zone}}",
    noCategory: "lines without a category",
    noZone: "no zone",
    notice: "{{gaps}}: printed on {{printer}}. Check the printers.",
  },
};
