/**
 * The same-origin REST proxy of the app server: Bybit's REST API sends no CORS headers, so the browser app calls
 * `/proxy/{testnet|demo|live}/v5/...` on its own origin and this handler forwards the request to that environment's
 * REST host, passing the method, the body and the `X-BAPI-*` headers through and returning status, headers and body
 * unchanged. WebSockets do not need it: browsers connect to them directly.
 *
 * @since 0.1.0
 */
import * as http from "node:http"
import * as https from "node:https"
import * as Environment from "../src/Layers/Environment.js"

/**
 * The environments the proxy reaches.
 *
 * @since 0.1.0
 * @category models
 */
export type ProxiedEnvironment = "testnet" | "demo" | "live"

/**
 * REST base URL of each proxied environment.
 *
 * @since 0.1.0
 * @category models
 */
export type Upstreams = Readonly<Record<ProxiedEnvironment, string>>

/**
 * The library's REST hosts: what `npm start` proxies to.
 *
 * @since 0.1.0
 * @category constants
 */
export const defaultUpstreams: Upstreams = {
  testnet: Environment.testnet.restUrl,
  demo: Environment.demo.restUrl,
  live: Environment.live.restUrl
}

/**
 * The path prefix of the proxy; `/proxy/testnet` and so on are what `/app-config.json` advertises.
 *
 * @since 0.1.0
 * @category constants
 */
export const prefix = "/proxy"

/**
 * The proxy prefix of each environment, as `/app-config.json` lists them.
 *
 * @since 0.1.0
 * @category constants
 */
export const prefixes: Readonly<Record<ProxiedEnvironment, string>> = {
  testnet: `${prefix}/testnet`,
  demo: `${prefix}/demo`,
  live: `${prefix}/live`
}

// Only what a V5 call needs travels upstream: no cookies, no browser origin, no compression negotiation.
const forwardedRequestHeader = (name: string): boolean =>
  name.startsWith("x-bapi-") || name === "content-type" || name === "accept" || name === "x-referer"

// Hop-by-hop headers belong to one connection, not to the answer.
const hopByHop = new Set([
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade"
])

const isProxied = (name: string): name is ProxiedEnvironment => name === "testnet" || name === "demo" || name === "live"

const sendJson = (res: http.ServerResponse, status: number, body: object): void => {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(text)
  })
  res.end(text)
}

/**
 * Where a proxied request goes: the upstream URL for a request path such as `/proxy/testnet/v5/market/time?x=1`, or
 * `undefined` when the path is not a proxy path of a known environment. The result always stays on the
 * environment's own origin (a path like `//elsewhere` cannot redirect it).
 *
 * @since 0.1.0
 * @category routing
 */
export const target = (upstreams: Upstreams, url: string): URL | undefined => {
  if (!url.startsWith(`${prefix}/`)) return undefined
  const rest = url.slice(prefix.length + 1)
  const slash = rest.indexOf("/")
  const name = slash < 0 ? rest : rest.slice(0, slash)
  if (!isProxied(name) || slash < 0) return undefined
  const base = new URL(upstreams[name])
  const path = rest.slice(slash)
  let resolved: URL
  try {
    resolved = new URL(`${base.origin}${path}`)
  } catch {
    return undefined
  }
  return resolved.origin === base.origin ? resolved : undefined
}

/**
 * A request handler for the proxy paths: answers and returns `true` for `/proxy/...`, returns `false` (and leaves
 * the response alone) for anything else. An unknown environment answers 404; an unreachable upstream 502.
 *
 * @since 0.1.0
 * @category server
 */
export const handler =
  (upstreams: Upstreams = defaultUpstreams) =>
  (req: http.IncomingMessage, res: http.ServerResponse): boolean => {
    const url = req.url ?? "/"
    if (url !== prefix && !url.startsWith(`${prefix}/`)) return false
    const to = target(upstreams, url)
    if (to === undefined) {
      sendJson(res, 404, { error: `not a proxy path: ${url.split("?")[0]}; use /proxy/{testnet|demo|live}/v5/...` })
      return true
    }
    const headers: Record<string, string> = {}
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === "string" && forwardedRequestHeader(name)) headers[name] = value
    }
    const length = req.headers["content-length"]
    if (length !== undefined) headers["content-length"] = length
    const send = to.protocol === "https:" ? https.request : http.request
    const upstream = send(to, { method: req.method ?? "GET", headers }, (answer) => {
      const out: Record<string, string | Array<string>> = {}
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined && !hopByHop.has(name)) out[name] = value
      }
      res.writeHead(answer.statusCode ?? 502, out)
      answer.pipe(res)
    })
    upstream.on("error", (cause) => {
      if (res.headersSent) res.destroy(cause)
      else sendJson(res, 502, { error: `cannot reach ${to.origin}: ${cause.message}` })
    })
    // a browser that goes away takes its upstream request with it
    res.on("close", () => {
      if (!res.writableFinished) upstream.destroy()
    })
    req.pipe(upstream)
    return true
  }
