/** The provider's info address, shown wherever a module has to be contracted (spec §2 "/not-bought"). */
export const PROVIDER_INFO_EMAIL = "info@comanda.app";
