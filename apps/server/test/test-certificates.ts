import { generateKeyPairSync } from "node:crypto";
import forge from "node-forge";

/**
 * Certificates for the fake AEAT's mutual TLS, made fresh at test time (nothing to expire in the
 * repository): a CA, a server certificate for localhost signed by it, and clients' PKCS#12 files
 * like the one a restaurant uploads (an FNMT-style representative certificate). Keys come from
 * node's crypto (fast); forge writes the X.509 and PKCS#12 structures node cannot.
 */

interface Issued {
  certificate: forge.pki.Certificate;
  key: forge.pki.rsa.PrivateKey;
}

export interface TestCertificates {
  /** PEM of the CA the fake trusts for clients and that signs the fake's own certificate. */
  caPem: string;
  serverCertPem: string;
  serverKeyPem: string;
  /** A client PKCS#12 signed by the CA, protected with `clientPassphrase`. */
  clientPfx: Buffer;
  clientPassphrase: string;
  /** A PKCS#12 from another CA the fake does not trust (same passphrase). */
  strangerPfx: Buffer;
  /** A PKCS#12 of `clientSubjectCn` already expired. */
  expiredPfx: Buffer;
  clientSubjectCn: string;
}

const DAY_MS = 86_400_000;
let serial = 1;

function newKeyPair() {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return {
    key: forge.pki.privateKeyFromPem(privateKey.export({ type: "pkcs1", format: "pem" }).toString()),
    publicKey: forge.pki.publicKeyFromPem(publicKey.export({ type: "spki", format: "pem" }).toString()),
  };
}

function issue(options: {
  commonName: string;
  issuer?: Issued;
  ca?: boolean;
  extKeyUsage?: { serverAuth?: boolean; clientAuth?: boolean };
  altNames?: { type: number; value?: string; ip?: string }[];
  notBefore?: Date;
  notAfter?: Date;
}): Issued {
  const { key, publicKey } = newKeyPair();
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = publicKey;
  certificate.serialNumber = (serial++).toString(16).padStart(2, "0");
  certificate.validity.notBefore = options.notBefore ?? new Date(Date.now() - DAY_MS);
  certificate.validity.notAfter = options.notAfter ?? new Date(Date.now() + 365 * DAY_MS);
  const subject = [
    { name: "commonName", value: options.commonName },
    { name: "countryName", value: "ES" },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(options.issuer ? options.issuer.certificate.subject.attributes : subject);
  const extensions: object[] = [{ name: "basicConstraints", cA: options.ca === true }];
  if (options.ca) extensions.push({ name: "keyUsage", keyCertSign: true, cRLSign: true });
  else extensions.push({ name: "keyUsage", digitalSignature: true, keyEncipherment: true });
  if (options.extKeyUsage) extensions.push({ name: "extKeyUsage", ...options.extKeyUsage });
  if (options.altNames) extensions.push({ name: "subjectAltName", altNames: options.altNames });
  certificate.setExtensions(extensions);
  certificate.sign(options.issuer?.key ?? key, forge.md.sha256.create());
  return { certificate, key };
}

function pkcs12(holder: Issued, chain: Issued[], passphrase: string): Buffer {
  const asn1 = forge.pkcs12.toPkcs12Asn1(
    holder.key,
    [holder.certificate, ...chain.map((issued) => issued.certificate)],
    passphrase,
    { algorithm: "aes256", friendlyName: "comanda-test" },
  );
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), "binary");
}

export function makeTestCertificates(): TestCertificates {
  const ca = issue({ commonName: "Comanda Test CA", ca: true });
  const server = issue({
    commonName: "localhost",
    issuer: ca,
    extKeyUsage: { serverAuth: true },
    altNames: [
      { type: 2, value: "localhost" },
      { type: 7, ip: "127.0.0.1" },
    ],
  });
  const clientSubjectCn = "89890001K RESTAURANTE PEÑA (R: B64717838)";
  const client = issue({ commonName: clientSubjectCn, issuer: ca, extKeyUsage: { clientAuth: true } });
  const strangerCa = issue({ commonName: "Someone Else CA", ca: true });
  const stranger = issue({
    commonName: clientSubjectCn,
    issuer: strangerCa,
    extKeyUsage: { clientAuth: true },
  });
  const expired = issue({
    commonName: clientSubjectCn,
    issuer: ca,
    extKeyUsage: { clientAuth: true },
    notBefore: new Date(Date.now() - 30 * DAY_MS),
    notAfter: new Date(Date.now() - DAY_MS),
  });
  // ASCII: forge derives PBES2 keys from Latin-1 bytes where OpenSSL takes UTF-8.
  const clientPassphrase = "Comanda-1234!";
  return {
    caPem: forge.pki.certificateToPem(ca.certificate),
    serverCertPem: forge.pki.certificateToPem(server.certificate),
    serverKeyPem: forge.pki.privateKeyToPem(server.key),
    clientPfx: pkcs12(client, [ca], clientPassphrase),
    clientPassphrase,
    strangerPfx: pkcs12(stranger, [strangerCa], clientPassphrase),
    expiredPfx: pkcs12(expired, [ca], clientPassphrase),
    clientSubjectCn,
  };
}
