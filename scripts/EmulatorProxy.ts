/**
 * The embedded emulator on the app's own origin: REST under `/emulator/v5/...` and WebSockets under
 * `/emulator/v5/public/...`, `/emulator/v5/private`, `/emulator/v5/trade`, forwarded byte for byte to the emulator's
 * port. The page then finds the exchange where it found itself: when `npm start` is restarted (the emulator comes
 * back on another free port, the app on its usual one), the open page reconnects to the same URLs and carries on.
 *
 * REST requests are forwarded with their method, headers and body unchanged (the emulator checks signatures over
 * the raw bytes); answers come back without the emulator's CORS headers when the request is the page's own
 * (same-origin: no `Origin`), and compressed when the page accepts it (brotli or gzip, as Bybit's own hosts
 * compress their JSON; the emulator itself sends it plain), so a first paint downloads the candles and tickers it
 * needs in a fraction of their size. A WebSocket upgrade is written to the emulator as it arrived, with the prefix cut from its path,
 * and the two connections are then piped both ways, so each page socket is exactly one emulator socket.
 *
 * The emulator's admin API needs its token (`AdminGate`); the page never holds it. The proxy adds it to the page's own
 * requests for the routes the page uses ({@link pageAdminRoutes}: the replay's status and controls) and to nothing
 * else: a request from another origin (an `Origin` that is not the app's, or a `Host` that is not the loopback's, as a
 * rebound DNS name would give) and every other admin route (keys, accounts, balances, faults) reach the emulator
 * without it, and are refused there (401).
 *
 * @since 0.1.0
 */
import * as http from "node:http"
import * as net from "node:net"
import * as stream from "node:stream"
import * as zlib from "node:zlib"
import * as Redacted from "effect/Redacted"
import * as Compression from "./Compression.js"

/**
 * The path prefix of the emulator on the app's origin.
 *
 * @since 0.1.0
 * @category constants
 */
export const prefix = "/emulator"

/**
 * The emulator's path for a request path under {@link prefix} (`/emulator/v5/market/time?x=1` →
 * `/v5/market/time?x=1`), or `undefined` for any other path.
 *
 * @since 0.1.0
 * @category routing
 */
export const target = (url: string): string | undefined => {
  if (!url.startsWith(`${prefix}/`)) return undefined
  const rest = url.slice(prefix.length)
  // never a protocol-relative or absolute form: the emulator only ever sees a path
  return rest.startsWith("//") ? undefined : rest
}

/**
 * The WebSocket URLs of the emulator relative to the page's origin, as `/app-config.json` gives them.
 *
 * @since 0.1.0
 * @category constants
 */
export const wsPaths = {
  spot: `${prefix}/v5/public/spot`,
  linear: `${prefix}/v5/public/linear`,
  inverse: `${prefix}/v5/public/inverse`,
  option: `${prefix}/v5/public/option`,
  private: `${prefix}/v5/private`,
  trade: `${prefix}/v5/trade`
} as const

const sendText = (res: http.ServerResponse, status: number, text: string): void => {
  if (res.headersSent) {
    res.destroy()
    return
  }
  res.writeHead(status, { "content-type": "text/plain; charset=utf-8", "content-length": Buffer.byteLength(text) })
  res.end(text)
}

// JSON and text the emulator sent plain; fast settings, the answers are made per request
const compressible = (answer: http.IncomingMessage): boolean =>
  answer.headers["content-encoding"] === undefined &&
  /^(application\/json|text\/)/.test(answer.headers["content-type"] ?? "")

const encoder = (encoding: "br" | "gzip"): stream.Transform =>
  encoding === "br"
    ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
    : zlib.createGzip({ level: 6 })

// What the emulator's answer says only to a browser on another origin (CORS) or only about its own connection to the
// proxy (hop-by-hop headers, which a proxy does not forward: the page's connection has its own). A page on the app's
// origin makes its REST calls same-origin, without an `Origin` header on a GET, and every byte of headers is paid on
// each of its first paint's data requests (about 420 of them in the CORS lines).
const hopByHop = new Set(["connection", "keep-alive", "transfer-encoding", "proxy-connection", "upgrade"])

const forwarded = (req: http.IncomingMessage, answer: http.IncomingMessage): http.OutgoingHttpHeaders => {
  const crossOrigin = req.headers.origin !== undefined
  const headers: http.OutgoingHttpHeaders = {}
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value === undefined || hopByHop.has(name)) continue
    if (!crossOrigin && name.startsWith("access-control-")) continue
    headers[name] = value
  }
  return headers
}

/**
 * The admin routes the page calls through the proxy, which adds the emulator's token to them (and to no other).
 *
 * @since 1.2.0
 * @category constants
 */
export const pageAdminRoutes: ReadonlySet<string> = new Set(["/__admin/replay"])

const LOOPBACK_HOST = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost|\[::1\])(:\d{1,5})?$/i

/**
 * Whether the proxy adds the admin token to a request for the emulator's `path`: one of {@link pageAdminRoutes},
 * asked on a loopback `Host` by the app's own origin (no `Origin`, or the `Host`'s own).
 *
 * @since 1.2.0
 * @category routing
 */
export const addsAdminToken = (path: string, headers: http.IncomingHttpHeaders): boolean => {
  const q = path.indexOf("?")
  if (!pageAdminRoutes.has(q < 0 ? path : path.slice(0, q))) return false
  const host = headers.host
  if (host === undefined || !LOOPBACK_HOST.test(host)) return false
  return headers.origin === undefined || headers.origin === `http://${host}`
}

// The page's headers as they go to the emulator: its own `authorization` never, the token on the page's admin routes.
const upstreamHeaders = (
  path: string,
  headers: http.IncomingHttpHeaders,
  adminToken: (() => Redacted.Redacted<string>) | undefined
): http.OutgoingHttpHeaders => {
  if (!path.startsWith("/__admin")) return headers
  const { authorization: _dropped, ...rest } = headers
  return adminToken !== undefined && addsAdminToken(path, headers)
    ? { ...rest, authorization: `Bearer ${Redacted.value(adminToken())}` }
    : rest
}

/**
 * A request handler for the emulator's REST paths: answers and returns `true` for `/emulator/...`, returns `false`
 * for anything else. The emulator's port is read per request (`port()`), and a 502 in words says when it is gone;
 * `adminToken` is the emulator's admin token, added as the module docs say (none: never added).
 *
 * @since 0.1.0
 * @category server
 */
export const handler =
  (port: () => number, adminToken?: () => Redacted.Redacted<string>) =>
  (req: http.IncomingMessage, res: http.ServerResponse): boolean => {
    const path = target(req.url ?? "/")
    if (path === undefined) return false
    const headers = upstreamHeaders(path, req.headers, adminToken)
    const method = req.method ?? "GET"
    const send = (fresh: boolean): void => {
      const upstream = http.request(
        { host: "127.0.0.1", port: port(), method, path, headers, ...(fresh ? { agent: false } : {}) },
        (answer) => answerWith(req, res, answer)
      )
      upstream.on("error", (cause) => {
        // a kept-alive connection the emulator closed as it idled: the agent keeps one 4 s, the emulator 5 s, and on a
        // loaded machine the two meet (a page saw a 502 under two CI runs). A request that changes nothing is sent
        // again on a connection of its own; anything else answers 502 in words, as an order may have been taken.
        if (!fresh && upstream.reusedSocket && idempotent.has(method) && !res.headersSent && isReset(cause)) {
          send(true)
          return
        }
        sendText(res, 502, `cannot reach the emulator: ${cause.message}`)
      })
      if (fresh) upstream.end()
      else req.pipe(upstream)
    }
    send(false)
    return true
  }

/** The methods a proxy may send twice: none of them changes the exchange. */
const idempotent: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS"])

/** A connection reset or closed by its peer before any answer came. */
const isReset = (cause: Error): boolean => {
  const code = (cause as NodeJS.ErrnoException).code
  return code === "ECONNRESET" || code === "EPIPE"
}

/** Forwards the emulator's answer, compressed when the browser takes it and the body is worth it. */
const answerWith = (req: http.IncomingMessage, res: http.ServerResponse, answer: http.IncomingMessage): void => {
  const encoding = compressible(answer) ? Compression.negotiate(req.headers["accept-encoding"]) : "identity"
  const headers = forwarded(req, answer)
  if (encoding === "identity") {
    res.writeHead(answer.statusCode ?? 502, headers)
    answer.pipe(res)
    return
  }
  headers["content-encoding"] = encoding
  headers.vary = "Accept-Encoding"
  delete headers["content-length"]
  // the browser may have gone while the emulator answered: Node 24 and later throw on a pipe into a closed
  // response (ERR_STREAM_UNABLE_TO_PIPE, uncaught, it ends the server), so the answer is dropped instead
  if (res.destroyed) {
    answer.destroy()
    return
  }
  res.writeHead(answer.statusCode ?? 502, headers)
  stream.pipeline(answer, encoder(encoding), res, (cause) => {
    if (cause) res.destroy(cause)
  })
}

/**
 * An `upgrade` listener for the emulator's WebSocket paths: takes the connection and returns `true` for
 * `/emulator/...`, returns `false` (leaving the socket to other listeners, such as Vite's HMR) for anything else.
 *
 * @since 0.1.0
 * @category server
 */
export const upgrade =
  (port: () => number) =>
  (req: http.IncomingMessage, socket: stream.Duplex, head: Buffer): boolean => {
    const path = target(req.url ?? "/")
    if (path === undefined) return false
    const upstream = net.connect({ host: "127.0.0.1", port: port() })
    const close = () => {
      upstream.destroy()
      socket.destroy()
    }
    upstream.on("error", close)
    socket.on("error", close)
    upstream.on("connect", () => {
      const lines = [`${req.method ?? "GET"} ${path} HTTP/${req.httpVersion}`]
      for (let i = 0; i + 1 < req.rawHeaders.length; i += 2)
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`)
      upstream.write(`${lines.join("\r\n")}\r\n\r\n`)
      if (head.length > 0) upstream.write(head)
      upstream.pipe(socket)
      socket.pipe(upstream)
    })
    upstream.on("close", () => socket.destroy())
    socket.on("close", () => upstream.destroy())
    return true
  }
