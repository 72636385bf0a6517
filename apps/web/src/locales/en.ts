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
  static: {
    home: "Back to the start",
    retry: "Try again",
    notBought: {
      title: "Module not contracted",
      text: "This module is not contracted. To contract it, contact <mail>{{email}}</mail>.",
    },
    insufficientPermissions: {
      title: "Insufficient permissions",
      text: "You do not have enough permissions to see this page. Ask an administrator for access.",
    },
    langNotSupported: {
      title: "Language not supported",
      text: "Error 406: the requested language is not available.",
      action: "Continue in Spanish",
    },
    notFound: { title: "Page not found", text: "Error 404: the page you are looking for does not exist." },
    subdomainNotFound: {
      title: "Subdomain not found",
      text: "There is no venue at this address. Check the address in the browser.",
    },
    localDisabled: { title: "Venue disabled", text: "Venue disabled, contact support" },
    maintenance: { title: "Maintenance", text: "System under maintenance, it may take a few minutes" },
  },
  languages: { es: "Español", en: "English", ch: "中文" },
};
