/**
 * The app server's `Host` check (`npm start`): it answers only its own names — `localhost`, `127.0.0.1`, `[::1]`,
 * the host it is bound to, and any name it is given — on any port (an SSH tunnel or port forward keeps its name),
 * and every other request, WebSocket upgrades included, with 421 Misdirected Request. A page on another site whose
 * name was made to resolve to 127.0.0.1 (DNS rebinding) sends its own name as `Host`: it is refused before it can
 * read `/app-config.json` (the emulator's demo keys), call the emulator through `/emulator/` or use the REST proxy.
 *
 * @since 1.2.0
 */
import type * as http from "node:http"
import type * as stream from "node:stream"

/**
 * The names every app server answers.
 *
 * @since 1.2.0
 * @category constants
 */
export const loopbackNames: ReadonlyArray<string> = ["localhost", "127.0.0.1", "[::1]"]

/**
 * The name of a `Host` header (lower case, the port dropped; an IPv6 address in its brackets), or `undefined` when
 * it is missing or not a host and optional port.
 *
 * @since 1.2.0
 * @category parsing
 */
export const nameOf = (host: string | undefined): string | undefined => {
  if (host === undefined) return undefined
  const m = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/.exec(host.trim().toLowerCase())
  return m === null ? undefined : m[1]
}

/**
 * Whether a request's `Host` names one of `names` (compared in lower case, any port).
 *
 * @since 1.2.0
 * @category checks
 */
export const allows = (names: ReadonlySet<string>, host: string | undefined): boolean => {
  const name = nameOf(host)
  return name !== undefined && names.has(name)
}

/**
 * The names an app server bound to `bound` answers: the loopback names, `bound` (an IPv6 address in brackets) and
 * `extra`, in lower case.
 *
 * @since 1.2.0
 * @category constructors
 */
export const namesFor = (bound: string, extra: ReadonlyArray<string> = []): ReadonlySet<string> =>
  new Set(
    [...loopbackNames, bound.includes(":") && !bound.startsWith("[") ? `[${bound}]` : bound, ...extra].map((n) =>
      n.toLowerCase()
    )
  )

const REFUSAL = "Misdirected Request: this server answers only its own host names\n"

/**
 * Answers a request whose `Host` is not one of `names` with 421 (and `true`); `false` lets it through.
 *
 * @since 1.2.0
 * @category server
 */
export const refuseRequest = (
  names: ReadonlySet<string>,
  req: http.IncomingMessage,
  res: http.ServerResponse
): boolean => {
  if (allows(names, req.headers.host)) return false
  res.writeHead(421, {
    "content-type": "text/plain; charset=utf-8",
    "content-length": Buffer.byteLength(REFUSAL),
    connection: "close"
  })
  res.end(REFUSAL)
  return true
}

/**
 * Answers an upgrade whose `Host` is not one of `names` with 421 and closes its socket (and `true`); `false` lets it
 * through.
 *
 * @since 1.2.0
 * @category server
 */
export const refuseUpgrade = (
  names: ReadonlySet<string>,
  req: http.IncomingMessage,
  socket: stream.Duplex
): boolean => {
  if (allows(names, req.headers.host)) return false
  socket.end(
    `HTTP/1.1 421 Misdirected Request\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(REFUSAL)}\r\nConnection: close\r\n\r\n${REFUSAL}`
  )
  return true
}
