/**
 * The XML namespaces of the AEAT's VERI*FACTU service (SuministroLR.xsd, SuministroInformacion.xsd,
 * RespuestaSuministro.xsd) and the prefixes Comanda writes them with: `sum` and `sum1`, as in the
 * AEAT's own examples and josemmo/Verifactu-PHP's AeatClient.
 */

const AEAT_WS =
  "https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws";

export const NS_SOAP_ENVELOPE = "http://schemas.xmlsoap.org/soap/envelope/";
export const NS_SUMINISTRO_LR = `${AEAT_WS}/SuministroLR.xsd`;
export const NS_SUMINISTRO_INFORMACION = `${AEAT_WS}/SuministroInformacion.xsd`;
export const NS_RESPUESTA_SUMINISTRO = `${AEAT_WS}/RespuestaSuministro.xsd`;
/** The namespace of `xmlns:*` declarations themselves (DOM). */
export const NS_XMLNS = "http://www.w3.org/2000/xmlns/";

/**
 * How every stored record fragment starts: it declares both prefixes itself, so the text is a
 * well-formed document on its own and goes verbatim into any envelope.
 */
export const REGISTRO_FACTURA_OPEN_TAG = `<sum:RegistroFactura xmlns:sum="${NS_SUMINISTRO_LR}" xmlns:sum1="${NS_SUMINISTRO_INFORMACION}">`;
