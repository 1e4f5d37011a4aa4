import * as http from "node:http"
import type { AddressInfo } from "node:net"
import * as zlib from "node:zlib"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as Headers from "effect/http/Headers"
import * as HttpClient from "effect/http/HttpClient"
import * as Layer from "effect/Layer"
import * as Scope from "effect/Scope"
import * as Tracer from "effect/Tracer"
import * as Bybit from "../../src/Bybit.js"
import * as NodeTransport from "../../src/Http/NodeTransport.js"
import * as Transport from "../../src/Http/Transport.js"
import * as Market from "../../src/Http/v5/Market.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import * as Environment from "../../src/Layers/Environment.js"
import * as Node from "../../src/node.js"
import * as TestServer from "../support/TestServer.js"
import { type Options as WaitOptions, waitFor } from "../support/WaitFor.js"

interface Seen {
  readonly method: string
  readonly url: string
  readonly headers: http.IncomingHttpHeaders
  /** The header lines as they came, names and values in order. */
  readonly rawHeaders: ReadonlyArray<string>
  readonly body: Buffer
}

/** A server whose handler the test picks; it records every request and whether its socket closed early. */
const serve = (handler: (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) => void) =>
  Effect.acquireRelease(
    Effect.callback<{ url: string; seen: Array<Seen>; aborted: Array<string>; server: http.Server }>((resume) => {
      const seen: Array<Seen> = []
      const aborted: Array<string> = []
      const server = http.createServer((req, res) => {
        const chunks: Array<Buffer> = []
        req.on("data", (c: Buffer) => chunks.push(c))
        req.on("end", () => {
          const body = Buffer.concat(chunks)
          seen.push({
            method: req.method ?? "",
            url: req.url ?? "",
            headers: req.headers,
            rawHeaders: req.rawHeaders,
            body
          })
          handler(req, res, body)
        })
        res.on("close", () => {
          if (!res.writableFinished) aborted.push(req.url ?? "")
        })
      })
      server.listen(0, "127.0.0.1", () => {
        const { port } = server.address() as AddressInfo
        resume(Effect.succeed({ url: `http://127.0.0.1:${port}`, seen, aborted, server }))
      })
    }),
    ({ server }) =>
      Effect.callback<void>((resume) => {
        server.closeAllConnections()
        server.close(() => resume(Effect.void))
      })
  )

const request = (url: string, overrides: Partial<Transport.Request> = {}): Transport.Request => ({
  endpoint: "/v5/test",
  method: "GET",
  url,
  headers: {},
  body: undefined,
  contentType: undefined,
  timeoutMs: 5_000,
  ...overrides
})

// the server sees aborts and requests on its own time: poll for them
const polling: WaitOptions = { interval: "5 millis" }

describe("NodeTransport", () => {
  it.live("sends the method, URL, headers and exact body bytes; returns status, lower-case headers and text", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const server = yield* serve((_req, res) => {
          res.writeHead(201, { "X-Bapi-Limit": "10", "Set-Cookie": ["a=1", "b=2"], "content-type": "application/json" })
          res.end('{"ok":"ünïcode"}')
        })
        const transport = yield* NodeTransport.make()
        const body = '{"symbol":"BTCUSDT","note":"€ 1"}'
        const reply = yield* transport.send(
          request(`${server.url}/v5/order/create?x=1`, {
            method: "POST",
            headers: { "X-BAPI-API-KEY": "key" },
            body,
            contentType: "application/json"
          })
        )
        expect(reply.status).toBe(201)
        expect(reply.text).toBe('{"ok":"ünïcode"}')
        expect(reply.headers["x-bapi-limit"]).toBe("10")
        expect(reply.headers["set-cookie"]).toBe("a=1, b=2")
        const [sent] = server.seen
        expect(sent?.method).toBe("POST")
        expect(sent?.url).toBe("/v5/order/create?x=1")
        expect(sent?.headers["x-bapi-api-key"]).toBe("key")
        expect(sent?.headers["content-type"]).toBe("application/json")
        // the length counts bytes, not characters
        expect(sent?.headers["content-length"]).toBe(String(Buffer.byteLength(body)))
        expect(sent?.body.toString("utf8")).toBe(body)
      })
    )
  )

  it.live(
    "its own connections (a plain path) and node:http (a path it encodes) send the same header lines in order",
    () =>
      Effect.scoped(
        Effect.gen(function* () {
          const server = yield* serve((_req, res) => res.end("{}"))
          const transport = yield* NodeTransport.make()
          const linesOf = (raw: ReadonlyArray<string>) => {
            const lines: Array<string> = []
            // the request line's host and connection are each client's own
            for (let i = 0; i + 1 < raw.length; i += 2) {
              const name = (raw[i] as string).toLowerCase()
              if (name !== "host" && name !== "connection") lines.push(`${name}: ${raw[i + 1]}`)
            }
            return lines
          }
          const cases: ReadonlyArray<Partial<Transport.Request>> = [
            { method: "GET", headers: { Referer: "r", "X-BAPI-API-KEY": "k" } },
            {
              method: "POST",
              headers: { Referer: "r", "X-BAPI-SIGN": "s" },
              body: '{"a":"€"}',
              contentType: "application/json"
            },
            // a body's headers given already, under the same names: replaced where they stand
            {
              method: "POST",
              headers: { "content-length": "1", "X-A": "1", "content-type": "text/x-old" },
              body: new Uint8Array([1, 2, 3]),
              contentType: "application/octet-stream"
            },
            { method: "POST", headers: { "X-A": "1" }, body: "plain", contentType: undefined }
          ]
          for (const [i, overrides] of cases.entries()) {
            yield* transport.send(request(`${server.url}/v5/plain`, overrides))
            const viaOwn = server.seen[server.seen.length - 1]
            yield* transport.send(request(`${server.url}/v5/\u20ac`, overrides))
            const viaNode = server.seen[server.seen.length - 1]
            expect(viaOwn?.url).toBe("/v5/plain")
            expect(viaNode?.url).toBe("/v5/%E2%82%AC")
            expect(linesOf(viaOwn?.rawHeaders ?? []), `case ${i}`).toEqual(linesOf(viaNode?.rawHeaders ?? []))
            expect(viaOwn?.body).toEqual(viaNode?.body)
          }
          // a body's headers given already are replaced where they stand
          expect(linesOf(server.seen[4]?.rawHeaders ?? [])).toEqual([
            "content-length: 3",
            "x-a: 1",
            "content-type: application/octet-stream"
          ])
        })
      )
  )

  it.live("sends plain and unusual paths, and the Host header, exactly as Node does with the URL", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const server = yield* serve((_req, res) => res.end("{}"))
        const transport = yield* NodeTransport.make()
        const port = new URL(server.url).port
        const paths = [
          "/v5/market/tickers?category=linear&symbol=BTCUSDT",
          "/v5/market/tickers",
          "/v5/x?a=%E2%82%AC&b=1.5&c=a,b:c",
          // a legacy signed query goes unencoded: Node's URL parser encodes these, and still does
          "/v2/private/x?api_key=k&note=a b&q='x'&r=\"y\"",
          "/v5/./x/../y?a=1",
          "/v5/\u20ac?a=\u20ac"
        ]
        for (const base of [server.url, `http://localhost:${port}`, `http://[::1]:${port}`]) {
          const ipv6 = base.includes("[::1]")
          for (const path of paths) {
            const sent = yield* Effect.result(transport.send(request(`${base}${path}`)))
            // ::1 may be unavailable in a sandbox: then both forms fail alike, which the other hosts cover
            if (ipv6 && sent._tag === "Failure") continue
            expect(sent._tag, `${base}${path}`).toBe("Success")
            const seen = server.seen[server.seen.length - 1]
            const viaNode = yield* Effect.callback<{ url: string; host: string | undefined }>((resume) => {
              const req = http.request(`${base}${path}`, (res) => {
                res.resume()
                res.on("end", () => {
                  const last = server.seen[server.seen.length - 1]
                  resume(Effect.succeed({ url: last?.url ?? "", host: last?.headers.host }))
                })
              })
              req.end()
            })
            expect(seen?.url, `${base}${path}`).toBe(viaNode.url)
            expect(seen?.headers.host, `${base}${path}`).toBe(viaNode.host)
          }
        }
      })
    )
  )

  it.live("reads repeated and mixed-case response headers exactly as node:http's IncomingMessage does", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const server = yield* serve((_req, res) => {
          // raw lines: repeats that Node keeps first, joins with "; " (cookie), collects (set-cookie) or joins with ", "
          res.socket?.write(
            [
              "HTTP/1.1 200 OK",
              "Content-Type: application/json",
              "content-type: text/plain",
              "X-Bapi-Limit: 10",
              "x-bapi-limit: 20",
              "Cookie: a=1",
              "cookie: b=2",
              "Set-Cookie: s=1",
              "Set-Cookie: t=2",
              "ETag: one",
              "Etag: two",
              "Vary: Accept",
              "vary: Origin",
              "Traceid: caf\u00e9",
              "Content-Length: 2",
              "",
              "{}"
            ].join("\r\n")
          )
        })
        const transport = yield* NodeTransport.make()
        const reply = yield* transport.send(request(`${server.url}/h`))
        const viaNode = yield* Effect.callback<Record<string, string>>((resume) => {
          const req = http.request(`${server.url}/h`, { agent: false }, (res) => {
            res.resume()
            res.on("end", () => {
              const out: Record<string, string> = {}
              for (const [name, value] of Object.entries(res.headers)) {
                if (value !== undefined) out[name] = typeof value === "string" ? value : value.join(", ")
              }
              resume(Effect.succeed(out))
            })
          })
          req.end()
        })
        expect(reply.text).toBe("{}")
        expect(reply.headers).toEqual(viaNode)
        expect(Object.keys(reply.headers)).toEqual(Object.keys(viaNode))
        expect(reply.headers["content-type"]).toBe("application/json")
        expect(reply.headers.cookie).toBe("a=1; b=2")
        expect(reply.headers["x-bapi-limit"]).toBe("10, 20")
      })
    )
  )

  it.live("reuses one keep-alive connection for sequential requests", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const ports = new Set<number>()
        const server = yield* serve((req, res) => {
          ports.add(req.socket.remotePort ?? 0)
          res.end("{}")
        })
        const transport = yield* NodeTransport.make()
        for (let i = 0; i < 5; i++) yield* transport.send(request(`${server.url}/a`))
        expect(server.seen).toHaveLength(5)
        expect(ports.size).toBe(1)
      })
    )
  )

  it.live("no response in time: a Timeout TransportError, and the request's socket is closed", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const server = yield* serve(() => {
          // never answers
        })
        const transport = yield* NodeTransport.make()
        const error = yield* Effect.flip(transport.send(request(`${server.url}/slow`, { timeoutMs: 150 })))
        expect(error._tag).toBe("TransportError")
        expect(error.reason).toBe("Timeout")
        expect(error.endpoint).toBe("/v5/test")
        expect(error.message).toBe("Timeout error calling /v5/test: no response within 150ms")
        yield* waitFor(() => server.aborted.length === 1, "the aborted request", polling)
        expect(server.aborted).toEqual(["/slow"])
      })
    )
  )

  it.live("requests in flight time out each at its own deadline under the one shared timer", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const server = yield* serve((req, res) => {
          // only /fast is answered
          if (req.url === "/fast") res.end("{}")
        })
        const transport = yield* NodeTransport.make()
        const timed = (path: string, timeoutMs: number) =>
          Effect.flip(transport.send(request(`${server.url}${path}`, { timeoutMs }))).pipe(
            Effect.map((error) => ({ reason: error.reason, at: performance.now() }))
          )
        const start = performance.now()
        // the long deadline arms the timer first (started at once: its deadline is set when the fork returns); the
        // shorter ones that follow, 20 ms later, must re-arm it earlier
        const long = yield* Effect.forkChild(timed("/slow-long", 600), { startImmediately: true })
        yield* Effect.sleep("20 millis")
        const short = yield* Effect.forkChild(timed("/slow-short", 150))
        // answered in time: its deadline leaves the set and never fires
        const fast = yield* transport.send(request(`${server.url}/fast`, { timeoutMs: 100 }))
        expect(fast.status).toBe(200)
        const shortResult = yield* Fiber.join(short)
        const longResult = yield* Fiber.join(long)
        expect(shortResult.reason).toBe("Timeout")
        expect(longResult.reason).toBe("Timeout")
        expect(shortResult.at - start).toBeGreaterThanOrEqual(160)
        expect(shortResult.at - start).toBeLessThan(550)
        expect(longResult.at - start).toBeGreaterThanOrEqual(595)
        // a request after the sweeps still times out (the timer re-arms from empty)
        const again = yield* timed("/slow-again", 80)
        expect(again.reason).toBe("Timeout")
        yield* waitFor(() => server.aborted.length === 3, "three aborted requests", polling)
        expect([...server.aborted].sort()).toEqual(["/slow-again", "/slow-long", "/slow-short"])
      })
    )
  )

  it.live("a refused connection is a Transport TransportError", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const server = yield* serve((_req, res) => res.end("{}"))
        const url = server.url
        yield* Effect.callback<void>((resume) => {
          server.server.closeAllConnections()
          server.server.close(() => resume(Effect.void))
        })
        const transport = yield* NodeTransport.make()
        const error = yield* Effect.flip(transport.send(request(`${url}/gone`)))
        expect(error.reason).toBe("Transport")
        expect(error.message).toMatch(/^Transport error calling \/v5\/test: .*ECONNREFUSED/)
      })
    )
  )

  it.live("an unusable URL fails as a Transport error instead of throwing", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const transport = yield* NodeTransport.make()
        const error = yield* Effect.flip(transport.send(request("not a url")))
        expect(error.reason).toBe("Transport")
      })
    )
  )

  it.live("interrupting a request aborts it on the wire", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const server = yield* serve(() => {
          // holds the request open
        })
        const transport = yield* NodeTransport.make()
        const fiber = yield* Effect.forkChild(transport.send(request(`${server.url}/held`)))
        yield* waitFor(() => server.seen.length === 1, "the request at the server", polling)
        yield* Fiber.interrupt(fiber)
        yield* waitFor(() => server.aborted.length === 1, "the aborted request", polling)
        expect(server.aborted).toEqual(["/held"])
      })
    )
  )
})

describe("NodeTransport against misbehaving servers", () => {
  it.live("a host that does not resolve is a Transport TransportError naming the lookup's failure", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const transport = yield* NodeTransport.make()
        const error = yield* Effect.flip(transport.send(request("http://no-such-host.invalid/v5/x")))
        expect(error.reason).toBe("Transport")
        expect(error.message).toMatch(/^Transport error calling \/v5\/test: .*ENOTFOUND/)
      })
    )
  )

  it.live("a call in flight when the transport's scope closes fails with a TransportError (it does not hang)", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const server = yield* serve(() => {
          // holds every request
        })
        const scope = yield* Scope.make()
        const transport = yield* Scope.provide(NodeTransport.make(), scope)
        const fiber = yield* Effect.forkChild(Effect.flip(transport.send(request(`${server.url}/held`))))
        // a path node:http encodes goes on its agents, which the close destroys as well
        const viaNode = yield* Effect.forkChild(Effect.flip(transport.send(request(`${server.url}/\u20ac`))))
        yield* waitFor(() => server.seen.length === 2, "the requests at the server", polling)
        yield* Scope.close(scope, Exit.void)
        for (const waiting of [fiber, viaNode]) {
          const error = yield* Effect.timeoutOption(Fiber.join(waiting), "5 seconds")
          expect(error._tag).toBe("Some")
          if (error._tag === "Some") expect(error.value.reason).toBe("Transport")
        }
        // and a call after the close fails too
        const after = yield* Effect.timeoutOption(
          Effect.flip(transport.send(request(`${server.url}/after`))),
          "5 seconds"
        )
        expect(after._tag).toBe("Some")
        expect(server.seen).toHaveLength(2)
      })
    )
  )

  it.live("a server that trickles its answer slower than the timeout: a Timeout, and the connection closed", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const server = yield* serve((req, res) => {
          res.writeHead(200, { "content-length": "1000" })
          const timer = setInterval(() => res.write("x"), 10)
          req.socket.on("close", () => clearInterval(timer))
        })
        const transport = yield* NodeTransport.make()
        const error = yield* Effect.flip(transport.send(request(`${server.url}/trickle`, { timeoutMs: 150 })))
        expect(error.reason).toBe("Timeout")
        yield* waitFor(() => server.aborted.length === 1, "the aborted request", polling)
      })
    )
  )

  it.live("a timeout beyond a Node timer's range (40 days) is kept without a TimeoutOverflowWarning", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const warnings: Array<string> = []
        const onWarning = (warning: Error) => warnings.push(warning.name)
        yield* Effect.acquireRelease(
          Effect.sync(() => process.on("warning", onWarning)),
          () => Effect.sync(() => process.off("warning", onWarning))
        )
        const server = yield* serve((_req, res) => setTimeout(() => res.end("{}"), 30))
        const transport = yield* NodeTransport.make()
        const reply = yield* transport.send(request(`${server.url}/long`, { timeoutMs: 40 * 86_400_000 }))
        expect(reply.status).toBe(200)
        // a warning is emitted on the next tick (a negative check: a slow machine can only make it pass)
        yield* Effect.sleep("20 millis")
        expect(warnings).toEqual([])
      })
    )
  )

  it.live("maxSockets 0 means no limit, as node:http's Agent reads it (not: every request waits for ever)", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const server = yield* serve((_req, res) => res.end("{}"))
        const transport = yield* NodeTransport.make({ maxSockets: 0 })
        const replies = yield* Effect.timeoutOption(
          Effect.all(
            [1, 2].map((i) => transport.send(request(`${server.url}/${i}`, { timeoutMs: 3_000 }))),
            {
              concurrency: "unbounded"
            }
          ),
          "5 seconds"
        )
        expect(replies._tag).toBe("Some")
        if (replies._tag === "Some") expect(replies.value.map((reply) => reply.status)).toEqual([200, 200])
      })
    )
  )

  it.live(
    "behind maxSockets: a call interrupted or timed out while it waits is never sent, and frees nothing twice",
    () =>
      Effect.scoped(
        Effect.gen(function* () {
          const server = yield* serve((req, res) => {
            if (req.url !== "/held") res.end("{}")
          })
          const transport = yield* NodeTransport.make({ maxSockets: 1 })
          const held = yield* Effect.forkChild(transport.send(request(`${server.url}/held`, { timeoutMs: 400 })))
          yield* waitFor(() => server.seen.length === 1, "the held request at the server", polling)
          const interrupted = yield* Effect.forkChild(transport.send(request(`${server.url}/interrupted`)))
          const timedOut = yield* Effect.flip(transport.send(request(`${server.url}/timed-out`, { timeoutMs: 50 })))
          expect(timedOut.reason).toBe("Timeout")
          yield* Fiber.interrupt(interrupted)
          // the held call times out, its connection closes, and the one slot serves the next call
          const heldError = yield* Effect.flip(Fiber.join(held))
          expect(heldError.reason).toBe("Timeout")
          const replies = yield* Effect.all(
            [1, 2, 3].map((i) => transport.send(request(`${server.url}/next${i}`))),
            { concurrency: "unbounded" }
          )
          expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200])
          expect(server.seen.map((seen) => seen.url)).toEqual(["/held", "/next1", "/next2", "/next3"])
        })
      )
  )

  it.live("a gzip or deflate answer nobody asked for is decoded; an unknown coding fails clearly", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const text = '{"retCode":0,"note":"€"}'
        const server = yield* serve((req, res) => {
          const coding = req.url?.slice(1) ?? ""
          const body =
            coding === "gzip"
              ? zlib.gzipSync(text)
              : coding === "deflate"
                ? zlib.deflateSync(text)
                : coding === "br"
                  ? zlib.brotliCompressSync(text)
                  : Buffer.from(text)
          res.writeHead(200, { "content-encoding": coding, "content-length": body.length })
          res.end(body)
        })
        const transport = yield* NodeTransport.make()
        for (const coding of ["gzip", "deflate", "br", "identity"]) {
          const reply = yield* transport.send(request(`${server.url}/${coding}`))
          expect(reply.text, coding).toBe(text)
        }
        const error = yield* Effect.flip(transport.send(request(`${server.url}/zstd`)))
        expect(error.reason).toBe("Transport")
        expect(error.message).toMatch(/zstd/)
      })
    )
  )
})

describe("the executor and its transport", () => {
  /** A transport that records what the executor hands it and forwards to the node transport. */
  const recording = (sent: Array<Transport.Request>) =>
    Layer.effect(
      Transport.Transport,
      Effect.map(NodeTransport.make(), (inner) => ({
        send: (req: Transport.Request) =>
          Effect.andThen(
            Effect.sync(() => sent.push(req)),
            inner.send(req)
          )
      }))
    )

  it.live("untraced calls go through the transport, signed and timed as the HttpClient path would send them", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const server = yield* TestServer.make
        server.reply("/v5/market/time", TestServer.ok({ timeSecond: "1", timeNano: "1000000000" }))
        server.reply("/v5/order/create", TestServer.ok({ orderId: "1", orderLinkId: "" }))
        const sent: Array<Transport.Request> = []
        const layer = Bybit.layer({
          environment: Environment.custom({ restUrl: server.url, wsUrl: "ws://127.0.0.1:1" }),
          credentials: { apiKey: "key-0123456789", apiSecret: "secret-0123456789" },
          timeout: "3 seconds"
        }).pipe(Layer.provide(Layer.merge(Node.layerHttpClient, recording(sent))))
        yield* Effect.provide(
          Effect.zip(
            Market.getServerTime({}),
            Trade.submitOrder({ category: "linear", symbol: "BTCUSDT", side: "Buy", orderType: "Market", qty: "1" })
          ),
          layer
        )
        expect(sent.map((r) => `${r.method} ${r.url.slice(server.url.length)}`)).toEqual([
          "GET /v5/market/time",
          "POST /v5/order/create"
        ])
        expect(sent[1]?.contentType).toBe("application/json")
        expect(sent[1]?.timeoutMs).toBe(3_000)
        expect(TestServer.verifyV5(server.requests[1] as TestServer.RecordedRequest, "secret-0123456789")).toBe(true)
      })
    )
  )

  it.live("a traced call's client span over the transport equals the platform HttpClient's span", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const server = yield* TestServer.make
        server.reply("/v5/market/time", TestServer.ok({ timeSecond: "1", timeNano: "1000000000" }))
        server.reply("/v5/order/create", TestServer.ok({ orderId: "1", orderLinkId: "" }))
        const base = yield* Effect.tracer
        /** The http.client spans of one run: name, kind, parent's name and every attribute. */
        const clientSpans = <Out extends Node.PlatformServices>(
          platform: Layer.Layer<Out>,
          redacted?: ReadonlyArray<string | RegExp>
        ) =>
          Effect.gen(function* () {
            const names = new Map<string, string>()
            const spans: Array<{ name: string; kind: string; parent: string; attributes: Map<string, unknown> }> = []
            const tracer = Tracer.make({
              span: (options) => {
                const { name, parent, kind } = options
                const span = base.span(options)
                names.set(span.spanId, name)
                const attributes = new Map<string, unknown>()
                const parentName = parent._tag === "Some" ? (names.get(parent.value.spanId) ?? "") : ""
                if (name.startsWith("http.client")) spans.push({ name, kind, parent: parentName, attributes })
                const attribute = span.attribute.bind(span)
                span.attribute = (key, value) => {
                  attributes.set(key, value)
                  attribute(key, value)
                }
                return span
              },
              ...(base.context === undefined ? {} : { context: base.context })
            })
            const layer = Bybit.layer({
              environment: Environment.custom({ restUrl: server.url, wsUrl: "ws://127.0.0.1:1" }),
              credentials: { apiKey: "key-0123456789", apiSecret: "secret-0123456789" }
            }).pipe(Layer.provide(platform))
            yield* Effect.provide(
              Effect.zip(
                Market.getServerTime({}),
                Trade.submitOrder({ category: "linear", symbol: "BTCUSDT", side: "Buy", orderType: "Market", qty: "1" })
              ),
              layer
            ).pipe(Effect.withTracer(tracer), (call) =>
              redacted === undefined ? call : Effect.provideService(call, Headers.CurrentRedactedNames, redacted)
            )
            // what differs between two sends by nature: the signing time and the server's date and socket
            return spans.map((span) => ({
              ...span,
              attributes: Object.fromEntries(
                [...span.attributes].filter(
                  ([key]) =>
                    key !== "http.request.header.x-bapi-timestamp" &&
                    key !== "http.response.header.date" &&
                    key !== "http.response.header.connection" &&
                    key !== "http.response.header.keep-alive"
                )
              )
            }))
          })
        const viaTransport = yield* clientSpans(Node.layer)
        const viaPlatform = yield* clientSpans(Node.layerHttpClient)
        expect(viaTransport.map((span) => span.name)).toEqual(["http.client GET", "http.client POST"])
        expect(viaTransport[1]?.attributes["http.request.header.x-bapi-sign"]).toBe("<redacted>")
        expect(viaTransport).toEqual(viaPlatform)
        // names of the caller's own, in any case, and a pattern (which the platform tests against every header)
        for (const redacted of [["Referer"], ["referer", /^x-bapi-api/, /^content-/]]) {
          const ownTransport = yield* clientSpans(Node.layer, redacted)
          const ownPlatform = yield* clientSpans(Node.layerHttpClient, redacted)
          expect(ownTransport[0]?.attributes["http.request.header.referer"]).toBe("<redacted>")
          expect(ownTransport).toEqual(ownPlatform)
        }
      })
    )
  )

  it.live("a caller's span name and tracer switch name and skip the transport's client span as the platform's", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const server = yield* TestServer.make
        server.reply("/v5/market/time", TestServer.ok({ timeSecond: "1", timeNano: "1000000000" }))
        server.reply("/v5/market/tickers", TestServer.ok({ category: "linear", list: [] }))
        const base = yield* Effect.tracer
        /** The names of the spans of one run: a named time call, then a tickers call whose client span is off. */
        const spanNames = <Out extends Node.PlatformServices>(platform: Layer.Layer<Out>) =>
          Effect.gen(function* () {
            const names: Array<string> = []
            const tracer = Tracer.make({
              span: (options) => {
                const { name } = options
                names.push(name)
                return base.span(options)
              },
              ...(base.context === undefined ? {} : { context: base.context })
            })
            const layer = Bybit.layer({
              environment: Environment.custom({ restUrl: server.url, wsUrl: "ws://127.0.0.1:1" })
            }).pipe(Layer.provide(platform))
            const named = Effect.provideService(
              Market.getServerTime({}),
              HttpClient.SpanNameGenerator,
              (request) => `custom ${request.method} ${new URL(request.url).pathname}`
            )
            const off = Effect.provideService(
              Market.getTickers({ category: "linear" }),
              HttpClient.TracerDisabledWhen,
              (request) => request.url.includes("/v5/market/tickers")
            )
            yield* Effect.provide(Effect.zip(named, off), layer).pipe(Effect.withTracer(tracer))
            return names
          })
        const viaTransport = yield* spanNames(Node.layer)
        const viaPlatform = yield* spanNames(Node.layerHttpClient)
        expect(viaTransport).toEqual(["Bybit.getServerTime", "custom GET /v5/market/time", "Bybit.getTickers"])
        expect(viaTransport).toEqual(viaPlatform)
      })
    )
  )

  it.live("with a tracer installed, calls go through the transport under a client span named as the platform's", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const server = yield* TestServer.make
        server.reply("/v5/market/time", TestServer.ok({ timeSecond: "1", timeNano: "1000000000" }))
        const sent: Array<Transport.Request> = []
        const names: Array<string> = []
        const base = yield* Effect.tracer
        const tracer = Tracer.make({
          span: (options) => {
            const { name } = options
            names.push(name)
            return base.span(options)
          },
          ...(base.context === undefined ? {} : { context: base.context })
        })
        const layer = Bybit.layer({
          environment: Environment.custom({ restUrl: server.url, wsUrl: "ws://127.0.0.1:1" })
        }).pipe(Layer.provide(Layer.merge(Node.layerHttpClient, recording(sent))))
        yield* Effect.provide(Market.getServerTime({}), layer).pipe(Effect.withTracer(tracer))
        expect(sent.map((request) => request.url)).toEqual([`${server.url}/v5/market/time`])
        expect(server.requests).toHaveLength(1)
        expect(names).toContain("Bybit.getServerTime")
        expect(names.some((n) => n.startsWith("http.client"))).toBe(true)
      })
    )
  )

  it.live("a transport of the caller's own runs with the call's span as its parent span, as before", () =>
    Effect.scoped(
      Effect.gen(function* () {
        const server = yield* TestServer.make
        server.reply("/v5/market/time", TestServer.ok({ timeSecond: "1", timeNano: "1000000000" }))
        const parents = new Map<string, string>()
        const names = new Map<string, string>()
        const base = yield* Effect.tracer
        const tracer = Tracer.make({
          span: (options) => {
            const { name, parent } = options
            const span = base.span(options)
            names.set(span.spanId, name)
            parents.set(name, parent._tag === "Some" ? (names.get(parent.value.spanId) ?? "") : "")
            return span
          },
          ...(base.context === undefined ? {} : { context: base.context })
        })
        const own = Layer.effect(
          Transport.Transport,
          Effect.map(NodeTransport.make(), (inner) => ({
            send: (req: Transport.Request) => Effect.withSpan(inner.send(req), "own.send")
          }))
        )
        const layer = Bybit.layer({
          environment: Environment.custom({ restUrl: server.url, wsUrl: "ws://127.0.0.1:1" })
        }).pipe(Layer.provide(Layer.merge(Node.layerHttpClient, own)))
        yield* Effect.provide(Market.getServerTime({}), layer).pipe(Effect.withTracer(tracer))
        expect(parents.get("http.client GET")).toBe("Bybit.getServerTime")
        expect(parents.get("own.send")).toBe("Bybit.getServerTime")
      })
    )
  )
})
