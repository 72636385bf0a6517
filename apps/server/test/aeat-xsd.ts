import { readFile } from "node:fs/promises";
import { validateXML } from "xmllint-wasm";

/**
 * Validation of what Comanda sends the AEAT against the AEAT's own schemas (copied into
 * src/modules/fiscal/xsd from the agency's published set), with libxml2's validator compiled to
 * WASM: the same validator xmllint is, no string checks.
 */

const XSD_DIR = new URL("../src/modules/fiscal/xsd/", import.meta.url);
const AEAT_SCHEMAS = ["SuministroLR.xsd", "SuministroInformacion.xsd", "xmldsig-core-schema.xsd"] as const;

/**
 * SOAP 1.1's envelope (the W3C note's schema, reduced to what a request has) with one change:
 * the Body's content is validated strictly, so an element the AEAT schemas do not declare
 * (a wrong namespace, a misspelt name) fails instead of being skipped as `lax` would.
 */
const SOAP_ENVELOPE_XSD = `<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:tns="http://schemas.xmlsoap.org/soap/envelope/"
  targetNamespace="http://schemas.xmlsoap.org/soap/envelope/" elementFormDefault="qualified">
  <xs:import namespace="https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroLR.xsd"
    schemaLocation="SuministroLR.xsd"/>
  <xs:element name="Envelope">
    <xs:complexType>
      <xs:sequence>
        <xs:element name="Header" minOccurs="0">
          <xs:complexType><xs:sequence><xs:any namespace="##other" minOccurs="0" maxOccurs="unbounded" processContents="lax"/></xs:sequence></xs:complexType>
        </xs:element>
        <xs:element name="Body">
          <xs:complexType><xs:sequence><xs:any namespace="##other" maxOccurs="unbounded" processContents="strict"/></xs:sequence></xs:complexType>
        </xs:element>
      </xs:sequence>
    </xs:complexType>
  </xs:element>
</xs:schema>`;

let schemaFiles: Promise<{ fileName: string; contents: string }[]> | undefined;

function loadSchemas() {
  schemaFiles ??= Promise.all(
    AEAT_SCHEMAS.map(async (fileName) => ({
      fileName,
      contents: await readFile(new URL(fileName, XSD_DIR), "utf8"),
    })),
  );
  return schemaFiles;
}

export interface XsdVerdict {
  valid: boolean;
  errors: string[];
}

/** Validates a whole SOAP request (`buildSoapEnvelope`'s output) against SOAP 1.1 and the AEAT schemas. */
export async function validateAeatEnvelope(envelope: string): Promise<XsdVerdict> {
  const result = await validateXML({
    xml: { fileName: "request.xml", contents: envelope },
    schema: { fileName: "soap-envelope.xsd", contents: SOAP_ENVELOPE_XSD },
    preload: await loadSchemas(),
  });
  return { valid: result.valid, errors: result.errors.map((error) => error.message) };
}
