import type { Catalogue } from "../es";

export const staticTexts: Catalogue["static"] = {
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
};
