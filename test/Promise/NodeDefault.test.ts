import * as Http from "node:http"
import type { AddressInfo } from "node:net"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import packageJson from "../../package.json" with { type: "json" }
import { Environment } from "../../src/index.js"
import * as Browser from "../../src/promise.js"
import * as NodeEntry from "../../src/promise.node.js"

// A server on 127.0.0.1 that answers the server time and records each request's headers: fetch (undici) announces
// itself with `sec-fetch-mode`, the Node platform's node:http transport does not.
const recordingServer = Effect.acquireRelease(
  Effect.callback<{
    readonly url: string
    readonly seen: Array<Http.IncomingHttpHeaders>
    readonly server: Http.Server
  }>((resume) => {
    const seen: Array<Http.IncomingHttpHeaders> = []
    const server = Http.createServer((request, response) => {
      seen.push(request.headers)
      const now = Date.now()
      response.setHeader("content-type", "application/json")
      response.end(
        JSON.stringify({
          retCode: 0,
          retMsg: "OK",
          result: { timeSecond: String(Math.floor(now / 1000)), timeNano: `${now}000000` },
          retExtInfo: {},
          time: now
        })
      )
    })
    server.listen(0, "127.0.0.1", () =>
      resume(Effect.succeed({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, server }))
    )
  }),
  ({ server }) => Effect.promise(() => new Promise<void>((done) => server.close(() => done())))
)

const headersOf = (create: typeof Browser.createClient) =>
  Effect.gen(function* () {
    const server = yield* recordingServer
    const client = yield* Effect.acquireRelease(
      Effect.sync(() =>
        create({ environment: Environment.custom({ restUrl: server.url, wsUrl: "ws://127.0.0.1:1" }) })
      ),
      (client) => Effect.promise(() => client.dispose())
    )
    const time = yield* Effect.promise(() => client.getServerTime())
    expect(time.millis).toBeGreaterThan(1_600_000_000_000)
    expect(server.seen.length).toBe(1)
    return server.seen[0] ?? {}
  })

describe("effect-bybit/promise on Node", () => {
  it("resolves to the Node form under the node condition and to the browser form in a browser", () => {
    const conditions = packageJson.exports["./promise"]
    expect(Object.keys(conditions)).toEqual(["types", "browser", "node", "import"])
    expect(conditions.node).toBe("./dist/node/promise.node.js")
    expect(conditions.browser).toBe("./dist/src/promise.js")
    expect(conditions.import).toBe("./dist/src/promise.js")
  })

  it("exports the same names in both forms", () => {
    expect(Object.keys(NodeEntry).sort()).toEqual(Object.keys(Browser).sort())
    expect(NodeEntry.createClient).not.toBe(Browser.createClient)
  })

  it.live("the Node form's client runs on the Node platform by default (node:http, not fetch)", () =>
    Effect.gen(function* () {
      const headers = yield* headersOf(NodeEntry.createClient)
      expect(headers["sec-fetch-mode"]).toBeUndefined()
    })
  )

  it.live("the browser form's client runs on fetch by default", () =>
    Effect.gen(function* () {
      const headers = yield* headersOf(Browser.createClient)
      expect(headers["sec-fetch-mode"]).toBe("cors")
    })
  )
})
