import { isIP } from "node:net";

function hostnameOf(value: string): string {
  const trimmed = value.trim().toLowerCase();
  if (trimmed.includes("://")) {
    try {
      return new URL(trimmed).hostname.replace(/^\[|\]$/g, "");
    } catch {
      return "";
    }
  }
  if (trimmed.startsWith("[")) return trimmed.slice(1, trimmed.indexOf("]"));
  if (isIP(trimmed) === 6) return trimmed;
  return trimmed.split(":")[0] ?? "";
}

/**
 * The local's location is the first label of the host name (`bar-pepe.comanda.app` →
 * `bar-pepe`). Bare IPs, `localhost` and single-label hosts get the default local;
 * `x.localhost` gives `x`, so subdomains can be tried on one machine.
 */
export function resolveLocation(
  site: string | undefined,
  host: string | undefined,
  fallback: string,
): string {
  const hostname = hostnameOf(site || host || "");
  if (!hostname || isIP(hostname) !== 0 || hostname === "localhost") return fallback;
  const labels = hostname.split(".");
  if (labels.length >= 2 && labels[labels.length - 1] === "localhost") return labels[0] || fallback;
  if (labels.length < 3) return fallback;
  return labels[0] || fallback;
}
