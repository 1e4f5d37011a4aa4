import { createHmac } from "node:crypto"
import * as fs from "node:fs"
import * as http from "node:http"
import * as os from "node:os"
import * as path from "node:path"
import * as zlib from "node:zlib"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import { WebSocket } from "ws"
import * as AppServer from "../../scripts/AppServer.js"
import * as RestProxy from "../../scripts/RestProxy.js"
import * as StaticFiles from "../../scripts/StaticFiles.js"
import * as TestServer from "../support/TestServer.js"
import { waitFor } from "../support/WaitFor.js"

const get = (url: string, init?: RequestInit) => Effect.promise(() => fetch(url, init))

const text = (response: Response) => Effect.promise(() => response.text())

// A throwaway directory removed when the test's scope closes.
const tempDir = (files: Readonly<Record<string, string>>) =>
  Effect.acquireRelease(
    Effect.sync(() => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "effect-bybit-app-"))
      for (const [name, content] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
        fs.writeFileSync(path.join(dir, name), content)
      }
      return dir
    }),
    (dir) => Effect.sync(() => fs.rmSync(dir, { recursive: true, force: true }))
  )

const builtApp = {
  "index.html":
    '<!doctype html><html><body><div id="root"></div><script src="/assets/app-1a2b.js"></script></body></html>',
  "assets/app-1a2b.js": "console.log('app')",
  "logo.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>"
}

const unreachable: RestProxy.Upstreams = {
  testnet: "http://127.0.0.1:9",
  demo: "http://127.0.0.1:9",
  live: "http://127.0.0.1:9"
}

describe("RestProxy.target", () => {
  it("maps a proxy path onto the environment's REST host, query included", () => {
    expect(RestProxy.target(RestProxy.defaultUpstreams, "/proxy/testnet/v5/market/time?a=1&b=2")?.href).toBe(
      "https://api-testnet.bybit.com/v5/market/time?a=1&b=2"
    )
    expect(RestProxy.target(RestProxy.defaultUpstreams, "/proxy/demo/v5/order/create")?.origin).toBe(
      "https://api-demo.bybit.com"
    )
    expect(RestProxy.target(RestProxy.defaultUpstreams, "/proxy/live/v5/market/time")?.origin).toBe(
      "https://api.bybit.com"
    )
  })

  it("refuses unknown environments and paths that would leave the host", () => {
    expect(RestProxy.target(RestProxy.defaultUpstreams, "/proxy/mainnet/v5/market/time")).toBeUndefined()
    expect(RestProxy.target(RestProxy.defaultUpstreams, "/proxy/testnet")).toBeUndefined()
    expect(RestProxy.target(RestProxy.defaultUpstreams, "/proxy/testnet@evil.example/x")).toBeUndefined()
    expect(RestProxy.target(RestProxy.defaultUpstreams, "/other/testnet/v5/market/time")).toBeUndefined()
    const escaped = RestProxy.target(RestProxy.defaultUpstreams, "/proxy/live//evil.example/v5")
    expect(escaped === undefined || escaped.origin === "https://api.bybit.com").toBe(true)
  })
})

describe("StaticFiles.resolve", () => {
  it("stays inside the root", () => {
    expect(StaticFiles.resolve("/srv/app", "/assets/a.js")).toBe("/srv/app/assets/a.js")
    expect(StaticFiles.resolve("/srv/app", "/../etc/passwd")).toBeUndefined()
    expect(StaticFiles.resolve("/srv/app", "/..%2f..%2fetc/passwd")).toBeUndefined()
    expect(StaticFiles.resolve("/srv/app", "/%E0%A4%A")).toBeUndefined()
    expect(StaticFiles.contentType("x/app.js")).toBe("text/javascript; charset=utf-8")
  })
})

describe("AppServer", () => {
  it.live("proxies method, body and X-BAPI-* headers to the upstream and returns its answer", () =>
    Effect.gen(function* () {
      const upstream = yield* TestServer.make
      upstream.reply("/v5/order/create", (request) => ({
        status: 201,
        headers: { "x-bapi-limit-status": "9", "x-upstream": request.method },
        body: { retCode: 0, retMsg: "OK", result: { echoed: request.body }, retExtInfo: {}, time: 1 }
      }))
      upstream.reply("/v5/market/time", { status: 503, body: "busy" })
      const app = yield* tempDir(builtApp)
      const server = yield* AppServer.make({
        mode: "prod",
        port: 0,
        appRoot: app,
        distDir: app,
        upstreams: { testnet: upstream.url, demo: upstream.url, live: upstream.url }
      })

      const body = JSON.stringify({ category: "linear", symbol: "BTCUSDT", side: "Buy", orderType: "Limit" })
      const ts = "1700000000000"
      const sign = createHmac("sha256", "secret").update(`${ts}key5000${body}`).digest("hex")
      const answer = yield* get(`${server.url}proxy/testnet/v5/order/create`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-bapi-api-key": "key",
          "x-bapi-timestamp": ts,
          "x-bapi-recv-window": "5000",
          "x-bapi-sign": sign,
          cookie: "session=browser"
        },
        body
      })
      expect(answer.status).toBe(201)
      expect(answer.headers.get("x-bapi-limit-status")).toBe("9")
      expect(answer.headers.get("x-upstream")).toBe("POST")
      expect(JSON.parse(yield* text(answer)).result.echoed).toBe(body)
      const seen = upstream.requests[0]
      expect(seen?.path).toBe("/v5/order/create")
      expect(seen?.body).toBe(body)
      expect(seen?.headers.cookie).toBeUndefined()
      expect(seen !== undefined && TestServer.verifyV5(seen, "secret")).toBe(true)

      const busy = yield* get(`${server.url}proxy/live/v5/market/time?x=1`)
      expect(busy.status).toBe(503)
      expect(yield* text(busy)).toBe("busy")
      expect(upstream.requests[1]?.rawQuery).toBe("x=1")

      const unknown = yield* get(`${server.url}proxy/mainnet/v5/market/time`)
      expect(unknown.status).toBe(404)
      expect(upstream.requests).toHaveLength(2)
    })
  )

  it.live("answers 502 in words when the upstream cannot be reached", () =>
    Effect.gen(function* () {
      const app = yield* tempDir(builtApp)
      const server = yield* AppServer.make({ mode: "prod", port: 0, distDir: app, upstreams: unreachable })
      const answer = yield* get(`${server.url}proxy/demo/v5/market/time`)
      expect(answer.status).toBe(502)
      expect(yield* text(answer)).toContain("cannot reach http://127.0.0.1:9")
    })
  )

  it.live("serves /app-config.json pointing at the emulator on the app's own origin, with its demo keys", () =>
    Effect.gen(function* () {
      const app = yield* tempDir(builtApp)
      const server = yield* AppServer.make({ mode: "prod", port: 0, distDir: app, upstreams: unreachable })
      const answer = yield* get(`${server.url}app-config.json`)
      expect(answer.headers.get("content-type")).toContain("application/json")
      const config = JSON.parse(yield* text(answer))
      expect(config).toEqual({
        env: "emulator",
        environments: {
          emulator: {
            rest: "/emulator",
            ws: {
              spot: "/emulator/v5/public/spot",
              linear: "/emulator/v5/public/linear",
              inverse: "/emulator/v5/public/inverse",
              option: "/emulator/v5/public/option",
              private: "/emulator/v5/private",
              trade: "/emulator/v5/trade"
            }
          }
        },
        demoKeys: { apiKey: server.emulator.apiKey, apiSecret: server.emulator.apiSecret },
        proxy: { testnet: "/proxy/testnet", demo: "/proxy/demo", live: "/proxy/live" }
      })
      // nothing in it names the emulator's own port
      expect(JSON.stringify(config)).not.toContain(String(server.emulator.port))
      const time = yield* get(`${server.url}emulator/v5/market/time`)
      expect(JSON.parse(yield* text(time)).retCode).toBe(0)
    })
  )

  it.live("forwards signed REST calls and WebSockets to the emulator byte for byte, one socket each", () =>
    Effect.gen(function* () {
      const app = yield* tempDir(builtApp)
      const server = yield* AppServer.make({ mode: "prod", port: 0, distDir: app, upstreams: unreachable })
      const { apiKey, apiSecret } = server.emulator
      const ts = String(Date.now())
      const query = "accountType=UNIFIED"
      const sign = createHmac("sha256", apiSecret).update(`${ts}${apiKey}5000${query}`).digest("hex")
      const wallet = yield* get(`${server.url}emulator/v5/account/wallet-balance?${query}`, {
        headers: { "x-bapi-api-key": apiKey, "x-bapi-timestamp": ts, "x-bapi-recv-window": "5000", "x-bapi-sign": sign }
      })
      expect(JSON.parse(yield* text(wallet)).retCode).toBe(0)

      const before = server.emulator.admin.wsConnections()
      const url = `${server.url.replace(/^http/, "ws")}emulator/v5/public/linear`
      const socket = yield* Effect.acquireRelease(
        Effect.callback<WebSocket>((resume) => {
          const ws = new WebSocket(url)
          ws.once("open", () => resume(Effect.succeed(ws)))
          ws.once("error", (cause) => resume(Effect.die(cause)))
        }),
        (ws) => Effect.sync(() => ws.terminate())
      )
      const ack = yield* Effect.callback<{ readonly success: boolean; readonly op: string }>((resume) => {
        socket.once("message", (data) => resume(Effect.succeed(JSON.parse(String(data)))))
        socket.send(JSON.stringify({ op: "subscribe", args: ["tickers.BTCUSDT"], req_id: "1" }))
      })
      expect(ack).toMatchObject({ op: "subscribe", success: true })
      expect(server.emulator.admin.wsConnections()).toBe(before + 1)
      expect(server.emulator.admin.wsSubscriptions().some((c) => c.topics.includes("tickers.BTCUSDT"))).toBe(true)
      // the page's socket closing closes the emulator's
      socket.close()
      yield* waitFor(() => server.emulator.admin.wsConnections() === before, "the emulator's socket closed", {
        interval: "20 millis"
      })
    })
  )

  it.live("answers the emulator's JSON compressed when the page accepts it, plain when it does not", () =>
    Effect.gen(function* () {
      const app = yield* tempDir(builtApp)
      const server = yield* AppServer.make({ mode: "prod", port: 0, distDir: app, upstreams: unreachable })
      const path = "emulator/v5/market/kline?category=linear&symbol=BTCUSDT&interval=60&limit=200"
      const raw = (encoding: string) =>
        Effect.callback<{ readonly headers: http.IncomingHttpHeaders; readonly body: Buffer }>((resume) => {
          http
            .get(`${server.url}${path}`, { headers: { "accept-encoding": encoding } }, (res) => {
              const chunks: Array<Buffer> = []
              res.on("data", (chunk: Buffer) => chunks.push(chunk))
              res.on("end", () => resume(Effect.succeed({ headers: res.headers, body: Buffer.concat(chunks) })))
            })
            .on("error", (cause) => resume(Effect.die(cause)))
        })
      const plain = yield* raw("identity")
      expect(plain.headers["content-encoding"]).toBeUndefined()
      const candles = JSON.parse(plain.body.toString()).result.list
      expect(candles.length).toBe(200)
      const br = yield* raw("gzip, deflate, br")
      expect(br.headers["content-encoding"]).toBe("br")
      expect(br.headers.vary).toBe("Accept-Encoding")
      expect(JSON.parse(zlib.brotliDecompressSync(br.body).toString()).result.list).toHaveLength(200)
      expect(br.body.length).toBeLessThan(plain.body.length / 2)
      const gzip = yield* raw("gzip")
      expect(gzip.headers["content-encoding"]).toBe("gzip")
      expect(JSON.parse(zlib.gunzipSync(gzip.body).toString()).result.list).toHaveLength(200)
    })
  )

  it.live("answers the page's own REST calls without the emulator's CORS headers, a foreign origin's with them", () =>
    Effect.gen(function* () {
      const app = yield* tempDir(builtApp)
      const server = yield* AppServer.make({ mode: "prod", port: 0, distDir: app, upstreams: unreachable })
      const url = `${server.url}emulator/v5/market/time`
      const answer = (headers: Readonly<Record<string, string>>) =>
        Effect.callback<http.IncomingHttpHeaders>((resume) => {
          http
            .get(url, { headers }, (res) => {
              res.resume()
              res.on("end", () => resume(Effect.succeed(res.headers)))
            })
            .on("error", (cause) => resume(Effect.die(cause)))
        })
      const cors = (headers: http.IncomingHttpHeaders) => Object.keys(headers).filter((h) => h.startsWith("access-"))
      // same-origin: what the page's own GETs look like (no Origin header)
      expect(cors(yield* answer({ "accept-encoding": "br" }))).toEqual([])
      // another origin still gets what it needs to read the answer
      const foreign = yield* answer({ "accept-encoding": "br", origin: "http://127.0.0.1:1" })
      expect(foreign["access-control-allow-origin"]).toBe("*")
      expect(foreign["access-control-expose-headers"]).toContain("X-Bapi-Limit")
    })
  )

  it.live(
    "adds the emulator's admin token to the page's own replay calls only: another origin, a rebound host name and every other admin route get none",
    () =>
      Effect.gen(function* () {
        const app = yield* tempDir(builtApp)
        const server = yield* AppServer.make({ mode: "prod", port: 0, distDir: app, upstreams: unreachable })
        const host = new URL(server.url).host
        const status = (route: string, method: "GET" | "POST", headers: Readonly<Record<string, string>>) =>
          Effect.callback<number>((resume) => {
            const req = http.request(
              `${server.url}emulator/__admin/${route}`,
              { method, headers: { ...headers, ...(method === "POST" ? { "content-type": "application/json" } : {}) } },
              (res) => {
                res.resume()
                res.on("end", () => resume(Effect.succeed(res.statusCode ?? 0)))
              }
            )
            req.on("error", (cause) => resume(Effect.die(cause)))
            req.end(method === "POST" ? JSON.stringify({ apiKey: "PAGEKEY1", uid: server.emulator.uid }) : undefined)
          })
        // the page's own status read (no Origin on a same-origin GET): the token is added
        expect(yield* status("replay", "GET", {})).toBe(200)
        expect(yield* status("replay", "GET", { origin: `http://${host}` })).toBe(200)
        // another origin: none; a DNS name rebound to the loopback is not even answered (421, scripts/HostCheck.ts)
        expect(yield* status("replay", "GET", { origin: "http://evil.example" })).toBe(401)
        expect(yield* status("replay", "GET", { host: "evil.example" })).toBe(421)
        // a route the page does not use: none, whoever asks; a token the page made up is not forwarded either
        expect(yield* status("api-key", "POST", {})).toBe(401)
        expect(yield* status("api-key", "POST", { authorization: "Bearer made-up-token-0123456789" })).toBe(401)
        expect(server.emulator.admin.exchange.apiKey("PAGEKEY1")).toBeUndefined()
      })
  )

  it.live("a restarted server on the same port answers the same configuration, the emulator behind it", () =>
    Effect.gen(function* () {
      const app = yield* tempDir(builtApp)
      const start = (port: number) => AppServer.make({ mode: "prod", port, distDir: app, upstreams: unreachable })
      const first = yield* Effect.scoped(
        Effect.gen(function* () {
          const server = yield* start(0)
          const config = yield* text(yield* get(`${server.url}app-config.json`))
          return { port: server.port, emulatorPort: server.emulator.port, config }
        })
      )
      const second = yield* Effect.scoped(
        Effect.gen(function* () {
          const server = yield* start(first.port)
          const config = yield* text(yield* get(`${server.url}app-config.json`))
          const time = JSON.parse(yield* text(yield* get(`${server.url}emulator/v5/market/time`)))
          return { port: server.port, emulatorPort: server.emulator.port, config, retCode: time.retCode }
        })
      )
      expect(second.port).toBe(first.port)
      expect(second.config).toBe(first.config)
      expect(second.retCode).toBe(0)
    })
  )

  it.live("serves the built app: files, index.html for client routes, 404 for missing files", () =>
    Effect.gen(function* () {
      const app = yield* tempDir(builtApp)
      const server = yield* AppServer.make({ mode: "prod", port: 0, distDir: app, upstreams: unreachable })
      const index = yield* get(server.url)
      expect(index.headers.get("content-type")).toBe("text/html; charset=utf-8")
      expect(yield* text(index)).toContain('<div id="root">')
      const script = yield* get(`${server.url}assets/app-1a2b.js`)
      expect(script.headers.get("content-type")).toBe("text/javascript; charset=utf-8")
      expect(script.headers.get("cache-control")).toContain("immutable")
      expect(yield* text(script)).toBe("console.log('app')")
      const route = yield* get(`${server.url}markets/BTCUSDT`)
      expect(route.status).toBe(200)
      expect(yield* text(route)).toContain('<div id="root">')
      expect((yield* get(`${server.url}assets/missing.js`)).status).toBe(404)
      expect((yield* get(`${server.url}..%2f..%2fpackage.json`)).status).toBe(400)
      expect((yield* get(server.url, { method: "POST" })).status).toBe(405)
    })
  )

  it.live("refuses to serve a production build that does not exist, saying how to build it", () =>
    Effect.gen(function* () {
      const empty = yield* tempDir({})
      const exit = yield* Effect.exit(AppServer.make({ mode: "prod", port: 0, distDir: empty }))
      expect(Exit.isFailure(exit)).toBe(true)
      if (Exit.isFailure(exit)) expect(String(exit.cause)).toContain("npm run build:app")
    })
  )

  it.live(
    "dev mode serves index.html through Vite and transforms a TypeScript module",
    () =>
      Effect.gen(function* () {
        const app = yield* tempDir({
          "index.html": '<!doctype html><html><body><script type="module" src="/main.ts"></script></body></html>',
          "main.ts": "const greet = (name: string): string => 'hi ' + name\ndocument.title = greet('app')\n"
        })
        const server = yield* AppServer.make({ mode: "dev", port: 0, appRoot: app, viteConfig: false })
        const index = yield* text(yield* get(server.url))
        expect(index).toContain('src="/main.ts"')
        expect(index).toContain("/@vite/client")
        const module = yield* get(`${server.url}main.ts`)
        expect(module.headers.get("content-type")).toContain("javascript")
        const code = yield* text(module)
        expect(code).toContain("greet")
        expect(code).not.toContain("name: string")
        const config = JSON.parse(yield* text(yield* get(`${server.url}app-config.json`)))
        expect(config.environments.emulator.rest).toBe("/emulator")
        // the emulator's REST rides on the dev server's origin too, beside Vite's own routes
        const time = JSON.parse(yield* text(yield* get(`${server.url}emulator/v5/market/time`)))
        expect(time.retCode).toBe(0)
      }),
    60_000
  )
})
