/**
 * Reason phrases for HTTP status codes (clients do not all report the server's own text).
 *
 * @since 0.1.0
 */

const texts: Readonly<Record<number, string>> = {
  200: "OK",
  201: "Created",
  204: "No Content",
  301: "Moved Permanently",
  302: "Found",
  304: "Not Modified",
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  408: "Request Timeout",
  409: "Conflict",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  418: "I'm a Teapot",
  429: "Too Many Requests",
  500: "Internal Server Error",
  501: "Not Implemented",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout"
}

/**
 * The reason phrase of a status code (`"HTTP 599"` for codes without a standard one).
 *
 * @since 0.1.0
 * @category utils
 */
export const of = (status: number): string => texts[status] ?? `HTTP ${status}`
