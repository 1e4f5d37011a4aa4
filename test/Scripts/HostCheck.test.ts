/**
 * `npm start`'s app server answers only its own host names (`scripts/HostCheck.ts`): a request or WebSocket upgrade
 * whose `Host` names another site (what a DNS-rebinding page sends) is answered 421 before it reaches
 * `/app-config.json`, the emulator or the REST proxy. The app server runs in this process on a built app of three
 * files; requests are raw, so the test writes the `Host` header itself.
 */
import * as fs from "node:fs"
import * as net from "node:net"
import * as os from "node:os"
import * as path from "node:path"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as AppServer from "../../scripts/AppServer.js"
import * as HostCheck from "../../scripts/HostCheck.js"
import type * as RestProxy from "../../scripts/RestProxy.js"

const unreachable: RestProxy.Upstreams = {
  testnet: "http://127.0.0.1:9",
  demo: "http://127.0.0.1:9",
  live: "http://127.0.0.1:9"
}

const builtApp = Effect.acquireRelease(
  Effect.sync(() => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "effect-bybit-hosts-"))
    fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><html><body></body></html>")
    return dir
  }),
  (dir) => Effect.sync(() => fs.rmSync(dir, { recursive: true, force: true }))
)

// One raw request (its head as given, `Connection: close`), read to the server's close: the status and the body.
const ask = (port: number, head: string) =>
  Effect.promise(
    () =>
      new Promise<{ readonly status: number; readonly body: string }>((resolve, reject) => {
        const socket = net.connect(port, "127.0.0.1", () => socket.write(`${head}Connection: close\r\n\r\n`))
        const chunks: Array<Buffer> = []
        socket.on("data", (c: Buffer) => chunks.push(c))
        socket.on("error", reject)
        socket.on("close", () => {
          const text = Buffer.concat(chunks).toString("utf8")
          const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0)
          resolve({ status, body: text.slice(text.indexOf("\r\n\r\n") + 4) })
        })
      })
  )

const get = (port: number, target: string, host: string | undefined) =>
  ask(port, `GET ${target} HTTP/1.1\r\n${host === undefined ? "" : `Host: ${host}\r\n`}`)

// The first line of the answer to a WebSocket upgrade (the socket closed once it came).
const upgrade = (port: number, target: string, host: string) =>
  Effect.promise(
    () =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, "127.0.0.1", () =>
          socket.write(
            `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
              "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
          )
        )
        let text = ""
        socket.on("data", (c: Buffer) => {
          text += c.toString("latin1")
          if (text.includes("\r\n")) {
            resolve(text.slice(0, text.indexOf("\r\n")))
            socket.destroy()
          }
        })
        socket.on("error", reject)
      })
  )

describe("HostCheck", () => {
  it("reads a Host header's name: lower case, the port dropped, IPv6 in brackets; anything else is none", () => {
    expect(HostCheck.nameOf("LocalHost:5173")).toBe("localhost")
    expect(HostCheck.nameOf("[::1]:80")).toBe("[::1]")
    expect(HostCheck.nameOf("127.0.0.1")).toBe("127.0.0.1")
    expect(HostCheck.nameOf(undefined)).toBeUndefined()
    expect(HostCheck.nameOf("evil.example@127.0.0.1")).toBeUndefined()
    expect(HostCheck.nameOf("localhost:5173:1")).toBeUndefined()
    const names = HostCheck.namesFor("127.0.0.1", ["App.Internal"])
    expect(HostCheck.allows(names, "app.internal:8080")).toBe(true)
    expect(HostCheck.allows(names, "localhost.evil.example")).toBe(false)
    expect(HostCheck.allows(HostCheck.namesFor("::1"), "[::1]:1")).toBe(true)
  })

  it.live("the app server: 421 for evil.example (config, emulator, proxy, upgrade); 200 for its own names", () =>
    Effect.gen(function* () {
      const distDir = yield* builtApp
      const app = yield* AppServer.make({
        mode: "prod",
        port: 0,
        distDir,
        upstreams: unreachable,
        allowedHosts: ["app.internal"]
      })
      const port = app.port
      for (const host of ["evil.example", `evil.example:${port}`, "127.0.0.1.evil.example"]) {
        const refused = yield* get(port, "/app-config.json", host)
        expect(refused.status, host).toBe(421)
        expect(refused.body).not.toContain(app.emulator.apiKey)
        expect((yield* get(port, "/emulator/v5/market/time", host)).status).toBe(421)
        expect((yield* get(port, "/proxy/testnet/v5/market/time", host)).status).toBe(421)
        expect((yield* get(port, "/", host)).status).toBe(421)
      }
      // no Host at all: node:http refuses an HTTP/1.1 request without one (400) before the check
      expect((yield* get(port, "/app-config.json", undefined)).status).toBe(400)
      expect(yield* upgrade(port, "/emulator/v5/public/linear", "evil.example")).toBe(
        "HTTP/1.1 421 Misdirected Request"
      )

      for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, "localhost", "APP.internal:80"]) {
        const answered = yield* get(port, "/app-config.json", host)
        expect(answered.status, host).toBe(200)
        expect(JSON.parse(answered.body)).toMatchObject({ env: "emulator", demoKeys: { apiKey: app.emulator.apiKey } })
      }
      expect((yield* get(port, "/emulator/v5/market/time", `localhost:${port}`)).status).toBe(200)
      expect(yield* upgrade(port, "/emulator/v5/public/linear", `localhost:${port}`)).toBe(
        "HTTP/1.1 101 Switching Protocols"
      )
    }).pipe(Effect.scoped)
  )
})
