import * as fs from "node:fs"
import * as Inspector from "node:inspector/promises"
import * as path from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Bybit from "../../src/Bybit.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import * as Environment from "../../src/Layers/Environment.js"
import * as Node from "../../src/node.js"
import * as TestServer from "../support/TestServer.js"

// A signed order's way from `Trade.submitOrder` to the bytes on the socket, measured rather than listed: V8's function
// coverage around one order on `Bybit.layer` over the Node platform (the second order: the first loads what loads on
// first use), and the files of the REST machinery (src/Http, src/Signing) with a function that ran. A new hop on the
// way shows here, and docs/ARCHITECTURE.md's "A signed order's way" states the same count.

const src = fileURLToPath(new URL("../../src/", import.meta.url))
const architecture = fileURLToPath(new URL("../../docs/ARCHITECTURE.md", import.meta.url))

const order = Trade.submitOrder({
  category: "linear",
  symbol: "BTCUSDT",
  side: "Buy",
  orderType: "Limit",
  qty: "0.001",
  price: "50000",
  timeInForce: "IOC",
  orderLinkId: "way-1"
})

/** The src/ files with a function that ran during `effect`, relative to src/. */
const ranDuring = <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<ReadonlyArray<string>, E, R> =>
  Effect.acquireUseRelease(
    Effect.promise(async () => {
      const session = new Inspector.Session()
      session.connect()
      await session.post("Profiler.enable")
      await session.post("Profiler.startPreciseCoverage", { callCount: true, detailed: false })
      // the counts so far (module loading, the warm-up) are dropped: the next take holds only what ran after this
      await session.post("Profiler.takePreciseCoverage")
      return session
    }),
    (session) =>
      Effect.flatMap(effect, () =>
        Effect.promise(async () => {
          const { result } = await session.post("Profiler.takePreciseCoverage")
          const files = new Set<string>()
          for (const script of result) {
            if (!script.url.includes("/src/")) continue
            const file = script.url.startsWith("file:") ? fileURLToPath(script.url) : script.url
            if (!file.startsWith(src)) continue
            if (script.functions.some((f) => (f.ranges[0]?.count ?? 0) > 0)) files.add(path.relative(src, file))
          }
          return [...files].sort()
        })
      ),
    (session) =>
      Effect.promise(async () => {
        await session.post("Profiler.stopPreciseCoverage")
        session.disconnect()
      })
  )

/** The floors of the REST machinery: what the count covers (the schemas, settings and errors below are shared). */
const onTheWay = (file: string): boolean => file.startsWith("Http/") || file.startsWith("Signing/")

describe("a signed order's way", () => {
  it.effect("passes the files docs/ARCHITECTURE.md counts, and no more than it says", () =>
    Effect.gen(function* () {
      const server = yield* TestServer.make
      server.reply("/v5/order/create", (request) =>
        TestServer.ok({ orderId: "1", orderLinkId: JSON.parse(request.body).orderLinkId })
      )
      const layer = Bybit.layer({
        environment: Environment.custom({ restUrl: server.url, wsUrl: server.url.replace(/^http/, "ws") }),
        credentials: { apiKey: "key", apiSecret: "secret" },
        timeSync: false,
        keyCheck: false
      }).pipe(Layer.provide(Node.layer))
      const files = yield* Effect.gen(function* () {
        yield* order
        return yield* ranDuring(order)
      }).pipe(Effect.provide(layer))
      const way = files.filter(onTheWay)
      // the measure sees the way: the entry (`callable`), signing and the transport
      for (const file of ["Http/Pipeline.ts", "Signing/SignV5.ts", "Http/NodeTransport.ts"])
        expect(way, file).toContain(file)
      const doc = fs.readFileSync(architecture, "utf8")
      const section = doc.slice(doc.indexOf("## A signed order's way"))
      const stated = /passes (\d+) files/.exec(section)
      expect(stated, "docs/ARCHITECTURE.md states the count").not.toBeNull()
      expect(way.length, way.join("\n")).toBeLessThanOrEqual(Number(stated?.[1]))
      expect(way.length, way.join("\n")).toBe(Number(stated?.[1]))
    })
  )
})
