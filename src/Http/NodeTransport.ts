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
    (agents): TransportService => ({
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
            req = (secure ? https : http).request(request.url, {
              method: request.method,
              headers,
              agent: secure ? agents.secure : agents.plain
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
    })
  )

/**
 * The transport as a layer.
 *
 * @since 0.1.0
 * @category layers
 */
export const layer = (options: Options = {}): Layer.Layer<Transport> => Layer.scoped(Transport, make(options))
