import { createHmac } from "node:crypto"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as AppServer from "../../scripts/AppServer.js"
import * as RestProxy from "../../scripts/RestProxy.js"
import * as StaticFiles from "../../scripts/StaticFiles.js"
import * as TestServer from "../support/TestServer.js"

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
  it.scopedLive("proxies method, body and X-BAPI-* headers to the upstream and returns its answer", () =>
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

  it.scopedLive("answers 502 in words when the upstream cannot be reached", () =>
    Effect.gen(function* () {
      const app = yield* tempDir(builtApp)
      const server = yield* AppServer.make({ mode: "prod", port: 0, distDir: app, upstreams: unreachable })
      const answer = yield* get(`${server.url}proxy/demo/v5/market/time`)
      expect(answer.status).toBe(502)
      expect(yield* text(answer)).toContain("cannot reach http://127.0.0.1:9")
    })
  )

  it.scopedLive("serves /app-config.json pointing at a live emulator with its demo keys", () =>
    Effect.gen(function* () {
      const app = yield* tempDir(builtApp)
      const server = yield* AppServer.make({ mode: "prod", port: 0, distDir: app, upstreams: unreachable })
      const answer = yield* get(`${server.url}app-config.json`)
      expect(answer.headers.get("content-type")).toContain("application/json")
      const config = JSON.parse(yield* text(answer))
      expect(config).toEqual({
        env: "emulator",
        environments: { emulator: { rest: server.emulator.rest, ws: server.emulator.ws } },
        demoKeys: { apiKey: server.emulator.apiKey, apiSecret: server.emulator.apiSecret },
        proxy: { testnet: "/proxy/testnet", demo: "/proxy/demo", live: "/proxy/live" }
      })
      expect(config.environments.emulator.ws.linear).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/v5\/public\/linear$/)
      const time = yield* get(`${config.environments.emulator.rest}/v5/market/time`)
      expect(JSON.parse(yield* text(time)).retCode).toBe(0)
    })
  )

  it.scopedLive("serves the built app: files, index.html for client routes, 404 for missing files", () =>
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

  it.scopedLive("refuses to serve a production build that does not exist, saying how to build it", () =>
    Effect.gen(function* () {
      const empty = yield* tempDir({})
      const exit = yield* Effect.exit(AppServer.make({ mode: "prod", port: 0, distDir: empty }))
      expect(Exit.isFailure(exit)).toBe(true)
      if (Exit.isFailure(exit)) expect(String(exit.cause)).toContain("npm run build:app")
    })
  )

  it.scopedLive(
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
        expect(config.environments.emulator.rest).toBe(server.emulator.rest)
      }),
    60_000
  )
})
