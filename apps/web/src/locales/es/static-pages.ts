export const staticTexts = {
  home: "Volver al inicio",
  retry: "Reintentar",
  notBought: {
    title: "Módulo no contratado",
    text: "Este módulo no está contratado. Para contratarlo, contacte con <mail>{{email}}</mail>.",
  },
  insufficientPermissions: {
    title: "Permisos insuficientes",
    text: "No tiene permisos suficientes para ver esta página. Pida acceso a un administrador.",
  },
  langNotSupported: {
    title: "Idioma no soportado",
    text: "Error 406: el idioma solicitado no está disponible.",
    action: "Continuar en español",
  },
  notFound: { title: "Página no encontrada", text: "Error 404: la página que busca no existe." },
  subdomainNotFound: {
    title: "Subdominio no encontrado",
    text: "No existe ningún local en esta dirección. Compruebe la dirección del navegador.",
  },
  localDisabled: { title: "Local deshabilitado", text: "Local deshabilitado, contacte con soporte" },
  maintenance: { title: "Mantenimiento", text: "Sistema en mantenimiento, puede tardar unos minutos" },
};
