/**
 * The REST transport on Node's own `http` / `https` modules, with keep-alive agents: one native request per call,
 * its timeout a timer on that request, its interruption a `destroy()`. Node only (exported from `effect-bybit/node`).
 *
 * @since 0.1.0
 */
import * as http from "node:http"
import * as https from "node:https"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import type * as Scope from "effect/Scope"
import { TransportError } from "../Errors/TransportError.js"
import { type Reply, type Request, Transport, type TransportService } from "./Transport.js"

/**
 * Options of the transport.
 *
 * @since 0.1.0
 * @category models
 */
export interface Options {
  /** Most open sockets per host and agent (default: unlimited, as Node's). */
  readonly maxSockets?: number
}

const flatten = (incoming: http.IncomingHttpHeaders): Record<string, string> => {
  const out: Record<string, string> = {}
  for (const name in incoming) {
    const value = incoming[name]
    if (value !== undefined) out[name] = typeof value === "string" ? value : value.join(", ")
  }
  return out
}

/** Where an origin's requests go, as `http.request` options; `null` when its URL is left to Node to parse. */
interface Origin {
  readonly protocol: string
  readonly hostname: string
  readonly port: number | undefined
}

const parseOrigin = (text: string): Origin | null => {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return null
  }
  if (url.pathname !== "/" || url.search !== "" || url.hash !== "" || url.username !== "" || url.password !== "")
    return null
  return {
    protocol: url.protocol,
    // Node strips the brackets of an IPv6 host the same way when it takes a URL
    hostname: url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname,
    port: url.port === "" ? undefined : Number(url.port)
  }
}

// Only paths a URL parser would leave exactly as they are: no dot segments, nothing it percent-encodes.
const plainPath = /^\/[A-Za-z0-9_/-]*(\?[A-Za-z0-9\-._~!$&()*+,;=:@%/?]*)?$/

/**
 * The target of a request: options naming the origin's parts, which spares Node a URL parse per request, or the
 * URL itself when its path is anything but plain (Node then parses and encodes it as before).
 */
const targetOf = (
  origins: Map<string, Origin | null>,
  url: string
): { readonly url: string } | { readonly origin: Origin; readonly path: string } => {
  const slash = url.indexOf("/", url.indexOf("//") + 2)
  if (slash < 0) return { url }
  const path = url.slice(slash)
  if (!plainPath.test(path)) return { url }
  const key = url.slice(0, slash)
  let origin = origins.get(key)
  if (origin === undefined) {
    origin = parseOrigin(key)
    // a handful of origins per process: the environment's, and whatever a test points at
    if (origins.size < 64) origins.set(key, origin)
  }
  return origin === null ? { url } : { origin, path }
}

/**
 * Builds the transport; its agents close their sockets when the scope closes.
 *
 * @since 0.1.0
 * @category constructors
 */
export const make = (options: Options = {}): Effect.Effect<TransportService, never, Scope.Scope> =>
  Effect.map(
    Effect.acquireRelease(
      Effect.sync(() => {
        const agentOptions: http.AgentOptions = {
          keepAlive: true,
          ...(options.maxSockets === undefined ? {} : { maxSockets: options.maxSockets })
        }
        return { plain: new http.Agent(agentOptions), secure: new https.Agent(agentOptions) }
      }),
      (agents) =>
        Effect.sync(() => {
          agents.plain.destroy()
          agents.secure.destroy()
        })
    ),
    (agents): TransportService => {
      const origins = new Map<string, Origin | null>()
      return {
        send: (request: Request) =>
          Effect.async<Reply, TransportError>((resume) => {
            let settled = false
            const fail = (reason: "Transport" | "Timeout", cause: unknown) => {
              if (settled) return
              settled = true
              clearTimeout(timer)
              resume(Effect.fail(new TransportError({ endpoint: request.endpoint, reason, cause })))
            }
            const secure = request.url.startsWith("https:")
            const headers: Record<string, string | number> = { ...request.headers }
            if (request.body !== undefined) {
              headers["content-type"] = request.contentType ?? "text/plain"
              headers["content-length"] =
                typeof request.body === "string" ? Buffer.byteLength(request.body) : request.body.byteLength
            }
            let req: http.ClientRequest
            try {
              const target = targetOf(origins, request.url)
              const agent = secure ? agents.secure : agents.plain
              req =
                "url" in target
                  ? (secure ? https : http).request(target.url, { method: request.method, headers, agent })
                  : (secure ? https : http).request({
                      protocol: target.origin.protocol,
                      hostname: target.origin.hostname,
                      ...(target.origin.port === undefined ? {} : { port: target.origin.port }),
                      path: target.path,
                      method: request.method,
                      headers,
                      agent
                    })
            } catch (cause) {
              // an unusable URL or header value throws synchronously
              settled = true
              resume(Effect.fail(new TransportError({ endpoint: request.endpoint, reason: "Transport", cause })))
              return
            }
            const timer = setTimeout(() => {
              fail("Timeout", `no response within ${Duration.format(Duration.millis(request.timeoutMs))}`)
              req.destroy()
            }, request.timeoutMs)
            req.on("response", (res) => {
              let text = ""
              res.setEncoding("utf8")
              res.on("data", (chunk: string) => {
                text += chunk
              })
              res.on("end", () => {
                if (settled) return
                settled = true
                clearTimeout(timer)
                resume(Effect.succeed({ status: res.statusCode ?? 0, headers: flatten(res.headers), text }))
              })
              res.on("error", (cause) => fail("Transport", cause))
            })
            req.on("error", (cause) => fail("Transport", cause))
            req.end(request.body)
            return Effect.sync(() => {
              settled = true
              clearTimeout(timer)
              req.destroy()
            })
          })
      }
    }
  )

/**
 * The transport as a layer.
 *
 * @since 0.1.0
 * @category layers
 */
export const layer = (options: Options = {}): Layer.Layer<Transport> => Layer.scoped(Transport, make(options))
