export const realtimeTexts = {
  maintenanceAlert: "Aviso de mantenimiento",
  closeAlert: "Cerrar aviso",
  reloadTitle: "Hay que recargar la aplicación",
  reloadText: "Se ha publicado un cambio que necesita recargar esta pantalla.",
  reload: "Recargar",
  fiscalOff: "Servicio fiscal desactivado: {{message}}",
  fiscalOffNoReason: "Servicio fiscal desactivado por un error",
};
