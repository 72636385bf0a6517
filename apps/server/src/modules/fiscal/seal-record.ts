import {
  type VerifactuRegistroAltaInput,
  type VerifactuRegistroAnulacionInput,
  verifactuAltaHashInputOf,
  verifactuAltaHuella,
  verifactuAnulacionHashInputOf,
  verifactuAnulacionHuella,
} from "@comanda/domain";
import { sha256 } from "../../platform/crypto/sha256";
import { buildRegistroAltaXml, buildRegistroAnulacionXml } from "./verifactu-xml";

/** A chained registro de alta sealed with its huella: the stored content and its exact XML. */
export function sealAlta(draft: Omit<VerifactuRegistroAltaInput, "Huella">) {
  const huella = verifactuAltaHuella(verifactuAltaHashInputOf(draft), sha256);
  const content = { ...draft, Huella: huella };
  return { huella, content, xml: buildRegistroAltaXml(content) };
}

/** A chained registro de anulación sealed with its huella. */
export function sealAnulacion(draft: Omit<VerifactuRegistroAnulacionInput, "Huella">) {
  const huella = verifactuAnulacionHuella(verifactuAnulacionHashInputOf(draft), sha256);
  const content = { ...draft, Huella: huella };
  return { huella, content, xml: buildRegistroAnulacionXml(content) };
}
