import type { Catalogue } from "./es";

export const en: Catalogue = {
  app: { name: "Comanda" },
  common: { close: "Close" },
  login: {
    title: "Sign in",
    email: "E-mail",
    password: "Password",
    tpv: "Till",
    submit: "Sign in",
    forgot: "Forgot your password?",
    emailRequired: "E-mail required",
    emailInvalid: "Must be a valid e-mail",
    passwordRequired: "Password required",
    passwordShort: "Password must be longer than 2 characters",
    tpvRequired: "Till required",
    mustLogin: "You must log in first",
  },
  layout: { logout: "Log out", language: "Language", user: "User" },
  requests: { tablesTitle: "Tables", empty: "No table has an order yet." },
  errors: {
    server: "Server error, please try again later",
    network: "The server cannot be reached. Check the network and try again.",
  },
  languages: { es: "Español", en: "English", ch: "中文" },
};
