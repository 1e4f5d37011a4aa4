/**
 * A small HTTP server on 127.0.0.1 for end-to-end tests of the REST core. It records every request as received
 * (raw query string and body bytes) and answers with whatever the test scripts per path. It verifies V5 header
 * signatures with its own HMAC code (node:crypto directly, not src/Signing), so a shared bug cannot make both ends
 * agree.
 *
 * `withServer(options, body)` (or `withServer(body, options?)`) runs a test body with a server and the library's REST
 * client (`Bybit.layer` on `Node.layer`, or the given platform) pointed at it: the tests' one copy of that wiring.
 */
import { createHmac } from "node:crypto"
import * as Http from "node:http"
import type { AddressInfo } from "node:net"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import type * as Scope from "effect/Scope"
import * as Bybit from "../../src/Bybit.js"
import type { IncompleteCredentials } from "../../src/Errors/ConfigError.js"
import * as Environment from "../../src/Layers/Environment.js"
import * as Node from "../../src/node.js"
import { bodyAndOptions } from "./BodyAndOptions.js"

export interface RecordedRequest {
  readonly method: string
  readonly path: string
  readonly rawQuery: string
  readonly body: string
  /** The body as received, byte for byte (`body` is its UTF-8 decoding, lossy for binary content). */
  readonly bytes: Uint8Array
  readonly headers: Readonly<Record<string, string>>
}

export interface Reply {
  readonly status?: number
  readonly headers?: Readonly<Record<string, string>>
  /** A JSON value (serialised) or a raw string body. */
  readonly body: unknown
  /** Delay before answering, ms. */
  readonly delayMs?: number
}

export interface TestServer {
  readonly url: string
  readonly requests: Array<RecordedRequest>
  /** Script the answer for a path (the last one set wins); unscripted paths answer 404. */
  readonly reply: (path: string, reply: Reply | ((request: RecordedRequest) => Reply)) => void
}

/** The V5 envelope around a result. */
export const ok = (result: unknown, time = 1_700_000_000_000): Reply => ({
  body: { retCode: 0, retMsg: "OK", result, retExtInfo: {}, time }
})

/** A V5 business error (HTTP 200, non-zero retCode). */
export const fail = (retCode: number, retMsg: string): Reply => ({
  body: { retCode, retMsg, result: {}, retExtInfo: {}, time: 1_700_000_000_000 }
})

/** Checks a V5 header signature the way the exchange documents it: HMAC-SHA256 hex over ts+key+recvWindow+payload. */
export const verifyV5 = (request: RecordedRequest, secret: string): boolean => {
  const ts = request.headers["x-bapi-timestamp"] ?? ""
  const key = request.headers["x-bapi-api-key"] ?? ""
  const recv = request.headers["x-bapi-recv-window"] ?? ""
  const payload = request.method === "GET" ? request.rawQuery : request.body
  const expected = createHmac("sha256", secret).update(`${ts}${key}${recv}${payload}`).digest("hex")
  return expected === request.headers["x-bapi-sign"]
}

/** Starts the server for the enclosing scope. */
export const make = Effect.acquireRelease(
  Effect.callback<{ server: Http.Server; handle: TestServer }>((resume) => {
    const requests: Array<RecordedRequest> = []
    const replies = new Map<string, Reply | ((request: RecordedRequest) => Reply)>()
    const server = Http.createServer((req, res) => {
      const chunks: Array<Buffer> = []
      req.on("data", (chunk: Buffer) => chunks.push(chunk))
      req.on("end", () => {
        const rawUrl = req.url ?? "/"
        const q = rawUrl.indexOf("?")
        const headers: Record<string, string> = {}
        for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers[k] = v
        const recorded: RecordedRequest = {
          method: req.method ?? "GET",
          path: q < 0 ? rawUrl : rawUrl.slice(0, q),
          rawQuery: q < 0 ? "" : rawUrl.slice(q + 1),
          body: Buffer.concat(chunks).toString("utf8"),
          bytes: Buffer.concat(chunks),
          headers
        }
        requests.push(recorded)
        const scripted = replies.get(recorded.path)
        const reply: Reply =
          scripted === undefined
            ? { status: 404, body: "Not Found" }
            : typeof scripted === "function"
              ? scripted(recorded)
              : scripted
        const send = () => {
          res.writeHead(reply.status ?? 200, { "content-type": "application/json", ...reply.headers })
          res.end(typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body))
        }
        if (reply.delayMs === undefined) send()
        else setTimeout(send, reply.delayMs)
      })
    })
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo
      resume(
        Effect.succeed({
          server,
          handle: {
            url: `http://127.0.0.1:${port}`,
            requests,
            reply: (path, reply) => {
              replies.set(path, reply)
            }
          }
        })
      )
    })
  }),
  ({ server }) =>
    Effect.callback<void>((resume) => {
      server.closeAllConnections()
      server.close(() => resume(Effect.void))
    })
).pipe(Effect.map(({ handle }) => handle))

/** The REST client `withServer` puts on the server: `Bybit.layer`'s options (the server is its environment). */
export interface ClientOptions extends Omit<Bybit.Options, "environment"> {
  /** The HTTP client and signer: `Node.layer` by default (e.g. `WebPlatform.layer` instead). */
  readonly platform?: Layer.Layer<Node.PlatformServices> | undefined
}

/** What `withServer` runs: a test's body, given the server (script its answers first, then call). */
export type Body<A, E, R> = (server: TestServer) => Effect.Effect<A, E, R>

/** What is left of a body's requirements once `withServer` provided its own. */
export type Remaining<R> = Exclude<Exclude<R, Bybit.Services>, Scope.Scope>

/** The library's REST client on a server at `url`. */
export const client = (
  url: string,
  options: ClientOptions = {}
): Layer.Layer<Bybit.Services, IncompleteCredentials> => {
  const { platform, ...rest } = options
  return Bybit.layer({
    ...rest,
    environment: Environment.custom({ restUrl: url, wsUrl: url.replace("http", "ws") })
  }).pipe(Layer.provide(platform ?? Node.layer))
}

/**
 * Starts a server and runs `body` with the REST client on it (`client`); closes the body's scope, the client, then
 * the server. The options go first or last, as with `Harness.withEmulator`.
 */
export const withServer: {
  <A, E, R>(body: Body<A, E, R>, options?: ClientOptions): Effect.Effect<A, E | IncompleteCredentials, Remaining<R>>
  <A, E, R>(options: ClientOptions, body: Body<A, E, R>): Effect.Effect<A, E | IncompleteCredentials, Remaining<R>>
} = <A, E, R>(
  first: Body<A, E, R> | ClientOptions,
  second?: ClientOptions | Body<A, E, R>
): Effect.Effect<A, E | IncompleteCredentials, Remaining<R>> => {
  const [body, options] = bodyAndOptions<Body<A, E, R>, ClientOptions>(first, second, {})
  if (body === undefined) return Effect.die(new Error("TestServer.withServer: no body"))
  return Effect.scoped(
    Effect.gen(function* () {
      const server = yield* make
      return yield* Effect.provide(body(server), client(server.url, options))
    })
  )
}
