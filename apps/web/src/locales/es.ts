/** Spanish: the default language and the fallback. Every visible string of the app is a key here. */
export const es = {
  app: { name: "Comanda" },
  common: { close: "Cerrar" },
  login: {
    title: "Iniciar sesión",
    email: "Correo",
    password: "Contraseña",
    tpv: "TPV",
    submit: "Entrar",
    forgot: "¿Olvidaste la contraseña?",
    emailRequired: "Correo Requerido",
    emailInvalid: "Debe ser un correo válido",
    passwordRequired: "Contraseña Requerida",
    passwordShort: "Contraseña debe ser de mas de 2 caracteres",
    tpvRequired: "TPV Requerido",
    mustLogin: "Debes logearte primero",
  },
  layout: { logout: "Cerrar sesión", language: "Idioma", user: "Usuario" },
  requests: { tablesTitle: "Mesas", empty: "Todavía no hay mesas con comandas." },
  errors: {
    server: "Error en el servidor, pruebe mas tarde",
    network: "No se puede conectar con el servidor. Comprueba la red y vuelve a intentarlo.",
  },
  static: {
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
  },
  languages: { es: "Español", en: "English", ch: "中文" },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Catalogue = Widen<typeof es>;
