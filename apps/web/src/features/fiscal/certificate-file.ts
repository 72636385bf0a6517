import { MAX_CERTIFICATE_BYTES } from "@comanda/domain";

/** The certificate upload's own checks, made before the file leaves the till. */

/** What the file chooser offers: the two names PKCS#12 files go by. */
export const CERTIFICATE_ACCEPT = ".p12,.pfx,application/x-pkcs12";

/** A catalogue key when the chosen file cannot be a certificate the server takes, else undefined. */
export function certificateFileError(file: Pick<File, "name" | "size">): string | undefined {
  if (!/\.(p12|pfx)$/i.test(file.name)) return "fiscal.certificate.wrongType";
  if (file.size === 0) return "fiscal.certificate.empty";
  if (file.size > MAX_CERTIFICATE_BYTES) return "fiscal.certificate.tooLarge";
  return undefined;
}
