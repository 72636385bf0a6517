/** A header's first value: Node gives repeated headers as arrays. */
export function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The token of an `Authorization: Bearer …` header, if the request sends one. */
export function bearerToken(authorization: string | string[] | undefined): string | undefined {
  return headerValue(authorization)?.match(/^Bearer\s+(\S+)$/i)?.[1];
}
