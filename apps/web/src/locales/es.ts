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
  languages: { es: "Español", en: "English", ch: "中文" },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Catalogue = Widen<typeof es>;
