/**
 * The REST transport on Node: one request per call on the transport's own HTTP/1.1 keep-alive connections
 * (`internal/http1.ts`, over `node:net` / `node:tls`; `node:http` / `https` with keep-alive agents for a path a URL
 * parser would rewrite), its timeout a deadline that one shared timer watches, its interruption an abort. Node only
 * (exported from `effect-bybit/node`).
 *
 * The CPU per request is what bounds throughput under many requests in flight: a request written as one string and
 * its answer read straight from the socket's bytes cost less than `node:http`'s ClientRequest and IncomingMessage
 * streams, and less than undici, whose WebAssembly parser V8 also compiles (docs/BENCHMARKS.md, "Figures quoted from
 * code", has the figures).
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
import { contextFree } from "./internal/contextFree.js"
import * as Http1 from "./internal/http1.js"
import { type Reply, type Request, Transport, type TransportService } from "./Transport.js"

/**
 * Options of the transport.
 *
 * @since 0.1.0
 * @category models
 */
export interface Options {
  /** Most open connections per origin (default: unlimited, as Node's agent); requests beyond them wait. */
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

/** The response's headers as strings: Node's own object when every value already is one (no copy per response). */
const headersOf = (incoming: http.IncomingHttpHeaders): Record<string, string> => {
  for (const name in incoming) if (typeof incoming[name] !== "string") return flatten(incoming)
  return incoming as Record<string, string>
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

type Target = { readonly url: string } | { readonly origin: Origin; readonly key: string; readonly path: string }

/**
 * The target of a request: options naming the origin's parts, which spares Node a URL parse per request, or the
 * URL itself when its path is anything but plain (Node then parses and encodes it as before).
 */
const targetOf = (origins: Map<string, Origin | null>, url: string): Target => {
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
  return origin === null ? { url } : { origin, key, path }
}

/** A request in flight: when it must have been answered (`performance.now()` time) and how it then fails. */
interface Deadline {
  readonly at: number
  readonly expire: () => void
}

/**
 * The deadlines of the requests in flight under one Node timer, armed for the earliest. A timer per request costs
 * its creation, its list insertion and, each time the process goes from no timer to one, a ref toggle of the
 * event loop's timer handle: here a request only enters and leaves a set, and the timer is re-armed only for an
 * earlier deadline (or, when it fires early for a request already answered, for the next one). It never keeps the
 * process alive on its own: a request in flight holds its socket (or its lookup), which does.
 */
/** The longest delay a Node timer takes (a signed 32-bit count of ms). */
const maxDelay = 2_147_483_647

const makeDeadlines = () => {
  const pending = new Set<Deadline>()
  let timer: ReturnType<typeof setTimeout> | undefined
  let armedAt = Number.POSITIVE_INFINITY
  const arm = (at: number) => {
    if (timer !== undefined) clearTimeout(timer)
    armedAt = at
    // a deadline beyond a timer's range (~24.8 days) is swept for at the range's end: Node would warn, fire the
    // timer at once, and the sweep re-arm it without pause until the answer
    timer = setTimeout(sweep, Math.min(maxDelay, Math.max(0, Math.ceil(at - performance.now()))))
    timer.unref()
  }
  const sweep = () => {
    timer = undefined
    armedAt = Number.POSITIVE_INFINITY
    const now = performance.now()
    let next = Number.POSITIVE_INFINITY
    for (const deadline of pending) {
      if (deadline.at <= now) {
        pending.delete(deadline)
        deadline.expire()
      } else if (deadline.at < next) next = deadline.at
    }
    if (next !== Number.POSITIVE_INFINITY) arm(next)
  }
  return {
    add: (deadline: Deadline) => {
      pending.add(deadline)
      if (deadline.at < armedAt) arm(deadline.at)
    },
    remove: (deadline: Deadline) => {
      pending.delete(deadline)
    },
    close: () => {
      if (timer !== undefined) clearTimeout(timer)
      timer = undefined
      armedAt = Number.POSITIVE_INFINITY
      pending.clear()
    }
  }
}

type Deadlines = ReturnType<typeof makeDeadlines>

/** What a request answered. */
class Answer implements Reply {
  readonly status: number
  readonly headers: Readonly<Record<string, string>>
  readonly text: string
  constructor(status: number, headers: Readonly<Record<string, string>>, text: string) {
    this.status = status
    this.headers = headers
    this.text = text
  }
}

/**
 * Resumes the fiber in a microtask rather than inside the caller: Effect resumes a waiting fiber at once, on the
 * stack that resumes it, and a connection's data or close handler should not run the caller's next request (and
 * whatever the caller does next) inside its own event.
 */
const later = (
  resume: (effect: Effect.Effect<Reply, TransportError>) => void,
  effect: Effect.Effect<Reply, TransportError>
) => queueMicrotask(() => resume(effect))

/**
 * One request in flight: its deadline, how it ends (answer, failure, expiry or interruption, whichever comes first)
 * and its abort. One instance of a class where closures and object literals were: V8 allocates the objects of an
 * often-run object literal straight into the old generation once it has seen them survive young collections
 * (allocation-site pretenuring), and a deadline or a callbacks object there, dead as soon as the answer is in,
 * would keep the young objects it points to (the request's closures, its response) alive through every young
 * collection until the next full one, promoting them. V8 keeps allocation sites for literals and `Array` calls
 * only, so instances of a class are allocated young (in the bench's REST run none of 17,400 was found old); once
 * settled it lets go of the fiber's resume.
 */
class Call implements Deadline, Http1.Callbacks {
  readonly at: number
  settled = false
  sent: Http1.Sent | undefined = undefined
  private resume: ((effect: Effect.Effect<Reply, TransportError>) => void) | undefined
  private readonly deadlines: Deadlines
  private readonly request: Request

  constructor(deadlines: Deadlines, request: Request, resume: (effect: Effect.Effect<Reply, TransportError>) => void) {
    this.deadlines = deadlines
    this.request = request
    this.resume = resume
    this.at = performance.now() + request.timeoutMs
  }

  succeed(status: number, headers: Record<string, string>, text: string): void {
    const resume = this.settle()
    if (resume !== undefined) later(resume, Effect.succeed(new Answer(status, headers, text)))
  }

  fail(cause: unknown): void {
    this.end("Transport", cause)
  }

  expire(): void {
    this.end("Timeout", `no response within ${Duration.format(Duration.millis(this.request.timeoutMs))}`)
    this.sent?.abort()
  }

  /** The fiber was interrupted: the request is aborted, and nothing resumes it. */
  interrupt(): void {
    this.settled = true
    this.resume = undefined
    this.deadlines.remove(this)
    this.sent?.abort()
  }

  private end(reason: "Transport" | "Timeout", cause: unknown): void {
    const resume = this.settle()
    if (resume !== undefined) {
      later(resume, Effect.fail(new TransportError({ endpoint: this.request.endpoint, reason, cause })))
    }
  }

  /** The resume, the first time only. */
  private settle(): ((effect: Effect.Effect<Reply, TransportError>) => void) | undefined {
    if (this.settled) return undefined
    this.settled = true
    this.deadlines.remove(this)
    const resume = this.resume
    this.resume = undefined
    return resume
  }
}

/** The connections of one transport: its HTTP/1.1 connections, `node:http`'s agents, the deadlines. */
interface Pools {
  readonly connections: Http1.Pool
  readonly plain: http.Agent
  readonly secure: https.Agent
  readonly deadlines: Deadlines
}

/** The request's headers, with the body's two when it has one (a copy only then). */
const headersWithBody = (request: Request): Readonly<Record<string, string | number>> =>
  request.body === undefined
    ? request.headers
    : {
        ...request.headers,
        "content-type": request.contentType ?? "text/plain",
        "content-length": bodyLength(request)
      }

const bodyLength = (request: Request): number =>
  typeof request.body === "string" ? Buffer.byteLength(request.body) : (request.body?.byteLength ?? 0)

/**
 * `headersWithBody` as a flat list (`[name, value, ...]`), the same names and values in the same order: no
 * copy of the header object (a spread of names with dashes builds a dictionary-mode object: docs/BENCHMARKS.md,
 * "Figures quoted from code"), and
 * a body's two headers replace same-named ones in place, as the spread's keys did.
 */
const headerListWithBody = (request: Request): Array<string> => {
  const headers = request.headers
  const list: Array<string> = []
  const body = request.body !== undefined
  let typed = false
  let sized = false
  for (const name of Object.keys(headers)) {
    if (body && name === "content-type") {
      typed = true
      list.push(name, request.contentType ?? "text/plain")
    } else if (body && name === "content-length") {
      sized = true
      list.push(name, String(bodyLength(request)))
    } else list.push(name, headers[name] as string)
  }
  if (body && !typed) list.push("content-type", request.contentType ?? "text/plain")
  if (body && !sized) list.push("content-length", String(bodyLength(request)))
  return list
}

/**
 * One request on `node:http` / `https`; returns its abort (which destroys it), or `undefined` when the request could
 * not even be made (an unusable URL or header value throws synchronously: `callbacks.fail` has then been called).
 */
const nodeRequest = (
  pools: Pools,
  request: Request,
  target: Target,
  headers: Readonly<Record<string, string | number>>,
  callbacks: Http1.Callbacks
): Http1.Sent | undefined => {
  const secure = request.url.startsWith("https:")
  let req: http.ClientRequest
  try {
    const agent = secure ? pools.secure : pools.plain
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
    callbacks.fail(cause)
    return undefined
  }
  const fail = (cause: unknown) => callbacks.fail(cause)
  req.on("response", (res) => {
    let text = ""
    res.setEncoding("utf8")
    res.on("data", (chunk: string) => {
      text += chunk
    })
    res.on("end", () => callbacks.succeed(res.statusCode ?? 0, headersOf(res.headers), text))
    res.on("error", fail)
  })
  req.on("error", fail)
  req.end(request.body)
  return { abort: () => req.destroy() }
}

/**
 * Builds the transport; its connections and agents close when the scope closes.
 *
 * @since 0.1.0
 * @category constructors
 */
export const make = (options: Options = {}): Effect.Effect<TransportService, never, Scope.Scope> =>
  Effect.map(
    Effect.acquireRelease(
      Effect.sync((): Pools => {
        const agentOptions: http.AgentOptions = {
          keepAlive: true,
          ...(options.maxSockets === undefined ? {} : { maxSockets: options.maxSockets })
        }
        return {
          connections: Http1.makePool(options.maxSockets),
          plain: new http.Agent(agentOptions),
          secure: new https.Agent(agentOptions),
          deadlines: makeDeadlines()
        }
      }),
      (pools) =>
        Effect.sync(() => {
          pools.deadlines.close()
          pools.plain.destroy()
          pools.secure.destroy()
          pools.connections.destroy()
        })
    ),
    (pools): TransportService => {
      const origins = new Map<string, Origin | null>()
      // A call's URL is most often one sent before (the same endpoint and parameters): its target is kept (a bounded
      // cache, cleared when full) rather than found again by a pattern test and two slices.
      const targets = new Map<string, Target>()
      const cachedTarget = (url: string): Target => {
        let target = targets.get(url)
        if (target === undefined) {
          target = targetOf(origins, url)
          if (targets.size >= 256) targets.clear()
          targets.set(url, target)
        }
        return target
      }
      const { deadlines, connections } = pools
      const service: TransportService = {
        send: (request: Request) =>
          Effect.callback<Reply, TransportError>((resume) => {
            const call = new Call(deadlines, request, resume)
            let target: Target
            try {
              target = cachedTarget(request.url)
            } catch (cause) {
              call.fail(cause)
              return
            }
            // a plain path to an http(s) origin goes on the transport's own connections as it is; any other is left
            // to node:http, which encodes it
            call.sent =
              "key" in target && (target.origin.protocol === "http:" || target.origin.protocol === "https:")
                ? Http1.send(
                    connections,
                    target.key,
                    target.origin,
                    target.path,
                    request.method,
                    headerListWithBody(request),
                    request.body,
                    call
                  )
                : nodeRequest(pools, request, target, headersWithBody(request), call)
            if (call.settled) return
            deadlines.add(call)
            return Effect.sync(() => call.interrupt())
          })
      }
      contextFree.add(service)
      return service
    }
  )

/**
 * The transport as a layer.
 *
 * @example
 * ```ts
 * import { Bybit, Environment } from "effect-bybit"
 * import * as Node from "effect-bybit/node"
 * import * as Layer from "effect/Layer"
 *
 * // Node's platform (`Node.layer` installs this transport with no cap), with the REST connections per origin capped
 * export const client = Bybit.layerPublic({ environment: Environment.testnet }).pipe(
 *   Layer.provide(Layer.merge(Node.layer, Node.NodeTransport.layer({ maxSockets: 8 })))
 * )
 * ```
 *
 * @since 0.1.0
 * @category layers
 */
export const layer = (options: Options = {}): Layer.Layer<Transport> => Layer.effect(Transport, make(options))
