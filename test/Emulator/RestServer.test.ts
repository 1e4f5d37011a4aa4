import * as crypto from "node:crypto"
import * as http from "node:http"
import * as net from "node:net"
import { describe, expect, it } from "@effect/vitest"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import type * as SchemaAST from "effect/SchemaAST"
import { Exchange } from "../../src/Emulator/Exchange.js"
import { Faults } from "../../src/Emulator/Faults.js"
import * as RateLimits from "../../src/Emulator/RateLimits.js"
import * as AdminGate from "../../src/Emulator/wire/AdminGate.js"
import * as HttpWire from "../../src/Emulator/wire/HttpWire.js"
import * as LegacyRest from "../../src/Emulator/wire/LegacyRest.js"
import type * as Rest from "../../src/Emulator/wire/Rest.js"
import * as RestContract from "../../src/Emulator/wire/RestContract.js"
import * as RestServer from "../../src/Emulator/wire/RestServer.js"

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0, 0)

// One emulator's REST server on a fixed clock, with (fast) or without the fast path in front of node:http.
const start = async (fast: boolean) => {
  const faults = new Faults()
  const rateLimits = new RateLimits.RateLimits()
  const exchange = new Exchange({ seed: 1, faults, rateLimits })
  const deps: Rest.Deps = {
    exchange,
    faults,
    rateLimits,
    now: () => NOW,
    violations: [],
    legacy: LegacyRest.respond,
    adminGate: { token: AdminGate.makeToken(), remote: false }
  }
  const server = http.createServer(RestServer.handler(deps))
  if (fast) RestServer.attach(server, deps)
  let nodeRequests = 0
  server.on("request", () => nodeRequests++)
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const port = (server.address() as net.AddressInfo).port
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeAllConnections()
    })
  return { port, close, demo: exchange.demo, nodeRequests: () => nodeRequests }
}

const statusLines = (bytes: string) => (bytes.match(/HTTP\/1\.[01] \d{3} /g) ?? []).length

// Writes the chunks on one connection (a pause between them: each its own read at the server) and returns every byte
// answered: until the server closed the connection (node:http's idle timeout at the latest), or once `answers` answers came and then nothing for 150 ms (time
// for an answer too many to show up: a slow machine can only hide one, never lose an expected one). Rejects when the
// answers have not all come within 10 s.
const converse = (port: number, chunks: ReadonlyArray<string>, answers: number): Promise<string> =>
  new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: "127.0.0.1" })
    let out = ""
    let written = false
    let quiet: ReturnType<typeof setTimeout> | undefined
    const done = (result: () => void) => {
      clearTimeout(quiet)
      clearTimeout(bound)
      socket.destroy()
      result()
    }
    const bound = setTimeout(
      () => done(() => reject(new Error(`${statusLines(out)} of ${answers} answers in 10 s: ${JSON.stringify(out)}`))),
      10_000
    )
    const settle = () => {
      if (!written || statusLines(out) < answers) return
      clearTimeout(quiet)
      quiet = setTimeout(() => done(() => resolve(out)), 150)
    }
    socket.on("data", (d: Buffer) => {
      out += d.toString("latin1")
      settle()
    })
    socket.on("close", () => done(() => resolve(out)))
    socket.on("error", (error) => done(() => reject(error)))
    socket.on("connect", async () => {
      for (const chunk of chunks) {
        socket.write(chunk)
        await new Promise((r) => setTimeout(r, 40))
      }
      written = true
      settle()
    })
  })

const orderRequest = (demo: { apiKey: string; apiSecret: string }, side: string, extra = "") => {
  const body = JSON.stringify({ category: "linear", symbol: "BTCUSDT", side, orderType: "Market", qty: "0.001" })
  const sign = crypto.createHmac("sha256", demo.apiSecret).update(`${NOW}${demo.apiKey}5000${body}`).digest("hex")
  return (
    `POST /v5/order/create HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n${extra}` +
    `X-BAPI-API-KEY: ${demo.apiKey}\r\nX-BAPI-TIMESTAMP: ${NOW}\r\nX-BAPI-RECV-WINDOW: 5000\r\n` +
    `X-BAPI-SIGN: ${sign}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  )
}

describe("RestServer", () => {
  it("reads only plain, whole HTTP/1.1 heads; leaves the rest to node:http", () => {
    const read = (s: string) => HttpWire.readHead(Buffer.from(s, "latin1"), 0, 1000)
    expect(read("GET /v5/market/time HTTP/1.1\r\nHost: x\r\nA-B:  c d\r\n\r\n")).toEqual({
      method: "GET",
      url: "/v5/market/time",
      headers: { host: "x", "a-b": "c d" },
      bodyStart: 52,
      bodyLength: 0
    })
    expect(read("GET /v5/market/time HTTP/1.1\r\nHost: x\r\n")).toBe("partial")
    for (const other of [
      "GET /v5/market/time HTTP/1.0\r\nHost: x\r\n\r\n",
      "HEAD / HTTP/1.1\r\nHost: x\r\n\r\n",
      "GET / HTTP/1.1\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: x\r\nhost: y\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: x\r\nA: b \r\n\r\n",
      "GET / HTTP/1.1\r\nHost: x\r\nA : b\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: x\r\nA: \u00e9\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n",
      "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n",
      "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1001\r\n\r\n",
      "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: +1\r\n\r\n",
      "POST / HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\n\r\n",
      'GET /a"b HTTP/1.1\r\nHost: x\r\n\r\n',
      "GET / HTTP/1.1\r\nHost: x\nA: b\r\n\r\n"
    ]) {
      expect(read(other), other).toBe("other")
    }
  })

  it("reads a request target in the absolute form as its path (RFC 9112 §3.2.2)", () => {
    expect(HttpWire.originForm("/v5/market/time?a=1")).toBe("/v5/market/time?a=1")
    expect(HttpWire.originForm("https://api.bybit.com/v5/market/time")).toBe("/v5/market/time")
    expect(HttpWire.originForm("HTTP://127.0.0.1:8080/v5/market/time?a=1")).toBe("/v5/market/time?a=1")
    expect(HttpWire.originForm("http://api.bybit.com")).toBe("/")
    expect(HttpWire.originForm("http://api.bybit.com?a=1")).toBe("/?a=1")
    // not a URL of the web: left as it came, so it is answered as the unknown path it is
    expect(HttpWire.originForm("ftp://x/v5/market/time")).toBe("ftp://x/v5/market/time")
    expect(HttpWire.originForm("*")).toBe("*")
  })

  it("answers the absolute form, as an HTTP proxy's client sends it, like the origin form", async () => {
    for (const fast of [true, false]) {
      const server = await start(fast)
      try {
        const ask = (target: string, extra = "") =>
          converse(
            server.port,
            [`GET ${target} HTTP/1.1\r\nHost: api.bybit.com\r\n${extra}Connection: close\r\n\r\n`],
            1
          )
        const origin = await ask("/v5/market/time")
        expect(origin).toMatch(/^HTTP\/1\.1 200 OK\r\n/)
        expect(origin).toContain('"retCode":0')
        for (const target of ["https://api.bybit.com/v5/market/time", "http://127.0.0.1/v5/market/time?x=1"]) {
          // the same answer (the server's clock is fixed)
          expect(await ask(target), target).toBe(origin)
        }
        const tickers = await ask("https://api.bybit.com/v5/market/tickers?category=linear&symbol=BTCUSDT")
        expect(tickers).toContain('"symbol":"BTCUSDT"')
        // the admin door is the admin door in either form: no token, 401 (not a 404 that hides it)
        expect(await ask("http://127.0.0.1/__admin/state")).toMatch(/^HTTP\/1\.1 401 /)
        expect(await ask("https://api.bybit.com/v5/nowhere")).toMatch(/^HTTP\/1\.1 404 /)
      } finally {
        await server.close()
      }
    }
  })

  it("writes the same bytes as node:http, request after request, split, pipelined or unusual", async () => {
    const fast = await start(true)
    const plain = await start(false)
    try {
      const { demo } = fast
      const conversations: ReadonlyArray<ReadonlyArray<string>> = [
        ["GET /v5/market/time HTTP/1.1\r\nHost: x\r\n\r\n", "GET /v5/market/time HTTP/1.1\r\nHost: x\r\n\r\n"],
        [
          "GET /v5/market/tickers?category=linear&symbol=BTCUSDT HTTP/1.1\r\nHost: x\r\n\r\n" +
            "OPTIONS /v5/order/create HTTP/1.1\r\nHost: x\r\nAccess-Control-Request-Headers: x-bapi-sign\r\n\r\n" +
            "OPTIONS /v5/order/create HTTP/1.1\r\nHost: x\r\n\r\n"
        ],
        [
          orderRequest(demo, "Buy"),
          orderRequest(demo, "Sell") + orderRequest(demo, "Buy", "Connection: keep-alive\r\n")
        ],
        // split: the head first, the body later (node:http takes the connection from there)
        [orderRequest(demo, "Sell").slice(0, 200), orderRequest(demo, "Sell").slice(200), orderRequest(demo, "Buy")],
        [`GET /v5/market/time HTTP/1.1\r\nHost: x\r\n\r\n${orderRequest(demo, "Buy").slice(0, 150)}`],
        [
          "GET /nowhere HTTP/1.1\r\nHost: x\r\n\r\nPOST /v5/order/create HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{}"
        ],
        [
          "GET /v5/market/time HTTP/1.1\r\nHost: x\r\n\r\nGET /v5/market/time HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
        ],
        ["GET /v5/market/time HTTP/1.0\r\n\r\n"],
        ["POST /v5/order/create HTTP/1.1\r\nHost: x\r\nContent-Length: 999999\r\n\r\n{}"],
        ["GET /v5/market/time HTTP/1.1\r\nHost: x\r\n\r\nBAD\r\n\r\n"],
        ["POST /__admin/state HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{}"]
      ]
      // how many answers each conversation gets (node:http's count): what a conversation waits for
      const answers = [2, 3, 3, 2, 1, 2, 2, 1, 1, 1, 1]
      expect(answers).toHaveLength(conversations.length)
      for (const [i, chunks] of conversations.entries()) {
        const expected = answers[i] ?? 0
        const [a, b] = await Promise.all([
          converse(fast.port, chunks, expected),
          converse(plain.port, chunks, expected)
        ])
        expect(a, chunks.join("")).toBe(b)
        expect(statusLines(b), chunks.join("")).toBe(expected)
        expect(a.length).toBeGreaterThan(0)
        // the first three conversations are the fast path's alone
        if (i === 2) expect(fast.nodeRequests()).toBe(0)
      }
      expect(fast.nodeRequests()).toBeGreaterThan(0)
    } finally {
      await Promise.all([fast.close(), plain.close()])
    }
  })
})

describe("RestContract.validate", () => {
  // Values of every kind, and each literal the schemas name, in every field of every request schema, one field at a
  // time and all at once: whatever validate accepts, the schema's own decoder accepts too, and the reverse.
  it("accepts exactly what each request schema's decoder accepts", () => {
    const pool: Array<unknown> = ["", "1", "0.001", "-1", "1e5", "abc", "a".repeat(40), 0, 1, 2, -1, 1.5, true, false]
    const literals = (ast: SchemaAST.AST, into: Set<unknown>, depth = 0): void => {
      if (depth > 6) return
      if (ast._tag === "Literal") into.add(ast.literal)
      else if (ast._tag === "Union") for (const t of ast.types) literals(t, into, depth + 1)
      else if (ast._tag === "Objects") for (const p of ast.propertySignatures) literals(p.type, into, depth + 1)
    }
    let checked = 0
    let accepted = 0
    for (const definition of RestContract.definitions.values()) {
      const ast = definition.request.ast
      // a struct read as it is sent (its refinements are checks on the node; one that transforms is left out)
      if (ast._tag !== "Objects" || ast.encoding !== undefined) continue
      const values = new Set<unknown>(pool)
      literals(ast, values)
      const decode = Schema.decodeUnknownResult(definition.request)
      const fields = ast.propertySignatures.map((p) => String(p.name))
      const base: Record<string, unknown> = {}
      const candidates: Array<Record<string, unknown>> = [{}]
      // a first accepted value for each field, then every value in each field on top of those
      for (const name of fields) {
        for (const v of values) {
          if (Result.isSuccess(RestContract.validate(definition.request, { ...base, [name]: v }))) {
            base[name] = v
            break
          }
        }
      }
      candidates.push({ ...base })
      for (const name of fields) for (const v of values) candidates.push({ ...base, [name]: v })
      for (const params of candidates) {
        const result = RestContract.validate(definition.request, params)
        checked++
        if (Result.isSuccess(result)) {
          accepted++
          expect(Result.isSuccess(decode(result.success)), `${definition.path} ${JSON.stringify(params)}`).toBe(true)
        } else {
          expect(result.failure.startsWith("params error: ")).toBe(true)
        }
      }
    }
    expect(checked).toBeGreaterThan(10_000)
    expect(accepted).toBeGreaterThan(1_000)
  })
})
