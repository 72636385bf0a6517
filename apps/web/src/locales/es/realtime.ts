export const realtimeTexts = {
  maintenanceAlert: "Aviso de mantenimiento",
  closeAlert: "Cerrar aviso",
  reloadTitle: "Hay que recargar la aplicación",
  reloadText: "Se ha publicado un cambio que necesita recargar esta pantalla.",
  reload: "Recargar",
  fiscalOff: "Servicio fiscal desactivado: {{message}}",
  fiscalOffNoReason: "Servicio fiscal desactivado por un error",
  fiscalOn: "Emisión fiscal VERI*FACTU activada",
  offlineQueued: "Sin conexión a la red. Se enviará solo en cuanto vuelva la conexión.",
  /** A guest called from the table's QR (issue 34). */
  callWaiter: {
    waiter: "La mesa {{table}} llama al camarero",
    bill: "La mesa {{table}} pide la cuenta",
  },
  unrouted: {
    lines: "Sin impresora para {{category}} en {{zone}}",
    ticket: "Sin impresora de tickets en {{zone}}",
    noCategory: "líneas sin categoría",
    noZone: "sin zona",
    notice: "{{gaps}}: ha salido por {{printer}}. Revisa las impresoras.",
  },
};
