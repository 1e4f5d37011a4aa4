import * as http from "node:http"
import * as os from "node:os"
import * as path from "node:path"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Redacted from "effect/Redacted"
import * as TestClock from "effect/testing/TestClock"
import * as fc from "fast-check"
import * as EmulatorCommand from "../../src/Cli/EmulatorCommand.js"
import * as Emulator from "../../src/Emulator/Emulator.js"
import * as Faults from "../../src/Emulator/Faults.js"
import * as SavedState from "../../src/Emulator/SavedState.js"
import * as AdminBodies from "../../src/Emulator/wire/AdminBodies.js"
import * as AdminGate from "../../src/Emulator/wire/AdminGate.js"
import * as Rest from "../../src/Emulator/wire/Rest.js"
import * as AdminHttp from "../support/AdminHttp.js"

// The admin API's door (AdminGate) and bodies (AdminBodies): what a web page in the developer's browser, a peer on
// the network and a malformed body can do to a running emulator — nothing.

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0, 0)
const EVIL = "http://evil.example"

interface Answer {
  readonly status: number
  readonly headers: http.IncomingHttpHeaders
  readonly body: string
}

/** One request with exactly these headers (as a browser's cross-origin request would send them). */
const request = (url: string, method: string, headers: Record<string, string>, body = ""): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: false }, (res) => {
      let text = ""
      res.setEncoding("utf8")
      res.on("data", (chunk: string) => {
        text += chunk
      })
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }))
    })
    req.on("error", reject)
    req.end(body)
  })

const corsOf = (headers: http.IncomingHttpHeaders): ReadonlyArray<string> =>
  Object.keys(headers).filter((name) => name.startsWith("access-control-"))

const start = (options: Emulator.Options = {}) => Effect.andThen(TestClock.setTime(NOW), Emulator.make(options))

const promise = <A>(f: () => Promise<A>) => Effect.promise(f)

// The requests a page on another origin can send without a preflight: text/plain bodies, no Authorization.
const mintKey = JSON.stringify({ apiKey: "EVILKEY1", uid: "", secret: "stolen-secret" })
const mintAccount = JSON.stringify({ users: [{ username: "evil000001", apiKeys: [{ apiKey: "EVILKEY2" }] }] })

describe("the admin door", () => {
  it("the peer rule: 127.0.0.0/8, ::1 and their IPv4-mapped form are the loopback, nothing else is", () => {
    for (const ip of ["127.0.0.1", "127.0.0.2", "127.255.255.254", "::1", "::ffff:127.0.0.1", "0:0:0:0:0:0:0:1"])
      expect(AdminGate.isLoopback(ip), ip).toBe(true)
    for (const ip of [
      "",
      "10.0.0.1",
      "192.0.2.7",
      "128.0.0.1",
      "::",
      "::2",
      "::ffff:10.0.0.1",
      "::ffff:192.0.2.7",
      "fe80::1",
      "127.0.0.1.evil",
      "127.0.0.256",
      "1127.0.0.1"
    ])
      expect(AdminGate.isLoopback(ip), ip).toBe(false)
  })

  it.effect(
    "a cross-origin text/plain POST without the token changes nothing and gets no CORS header; with the token and JSON it works",
    () =>
      Effect.gen(function* () {
        const h = yield* start()
        const key = mintKey.replace('"uid":""', `"uid":"${h.uid}"`)
        const page = { origin: EVIL, "content-type": "text/plain;charset=UTF-8" }
        for (const [op, body] of [
          ["api-key", key],
          ["accounts", mintAccount],
          ["balance", JSON.stringify({ coin: "USDT", amount: "0" })],
          ["clock", JSON.stringify({ byMs: 86_400_000 })]
        ] as const) {
          const forged = yield* promise(() => request(h.adminUrl(op), "POST", page, body))
          expect(forged.status, op).toBe(401)
          expect(corsOf(forged.headers), op).toEqual([])
          // a wrong token is no better
          const guessed = yield* promise(() =>
            request(h.adminUrl(op), "POST", { ...page, authorization: "Bearer not-the-token-0123456789" }, body)
          )
          expect(guessed.status, op).toBe(401)
          // the right token, but a body a page can send without a preflight: still refused
          const plain = yield* promise(() =>
            request(h.adminUrl(op), "POST", { ...page, authorization: h.adminHeaders().authorization ?? "" }, body)
          )
          expect(plain.status, op).toBe(415)
          expect(corsOf(plain.headers), op).toEqual([])
        }
        // nothing changed: no key, no account, the balance and the clock as they were
        expect(h.admin.exchange.apiKey("EVILKEY1")).toBeUndefined()
        expect(h.admin.exchange.apiKey("EVILKEY2")).toBeUndefined()
        expect(h.admin.balances().find((b) => b.coin === "USDT")?.walletBalance).toBe("100000")
        expect(h.admin.faults.clockOffset).toBe(0)

        // the browser's preflight before a JSON POST: no allow headers, so the page may not send it
        const preflight = yield* promise(() =>
          request(h.adminUrl("api-key"), "OPTIONS", {
            origin: EVIL,
            "access-control-request-method": "POST",
            "access-control-request-headers": "authorization, content-type"
          })
        )
        expect(corsOf(preflight.headers)).toEqual([])
        // (the exchange's own routes keep theirs)
        const v5 = yield* promise(() =>
          request(`${h.rest}/v5/market/time`, "OPTIONS", { origin: EVIL, "access-control-request-method": "GET" })
        )
        expect(v5.headers["access-control-allow-origin"]).toBe("*")

        // with the token and JSON: done
        const minted = yield* promise(() => request(h.adminUrl("api-key"), "POST", h.adminHeaders(), key))
        expect(minted.status).toBe(200)
        expect(corsOf(minted.headers)).toEqual([])
        expect(h.admin.exchange.apiKey("EVILKEY1")?.uid).toBe(h.uid)
        const opened = yield* promise(() => request(h.adminUrl("accounts"), "POST", h.adminHeaders(), mintAccount))
        expect(opened.status).toBe(200)
        expect(h.admin.exchange.apiKey("EVILKEY2")).toBeDefined()
        // reads need the token too
        expect((yield* promise(() => request(h.adminUrl("sockets"), "GET", {}))).status).toBe(401)
        expect((yield* promise(() => request(h.adminUrl("sockets"), "GET", h.adminHeaders()))).status).toBe(200)
        // an unknown route is behind the same door: 401 without the token, 404 with it
        expect((yield* promise(() => request(h.adminUrl("save-me"), "POST", {}))).status).toBe(401)
        expect((yield* promise(() => request(`${h.rest}/__admin`, "GET", {}))).status).toBe(401)
        expect((yield* promise(() => request(h.adminUrl("save-me"), "POST", h.adminHeaders(), "{}"))).status).toBe(404)
      }).pipe(Effect.scoped)
  )

  it.effect("a peer beyond the loopback is refused (403) unless adminRemote; the token is required either way", () =>
    Effect.gen(function* () {
      const h = yield* start()
      const gate = (remote: boolean): Rest.Deps => ({
        exchange: h.admin.exchange,
        faults: h.admin.faults,
        rateLimits: h.admin.rateLimits,
        now: h.admin.now,
        violations: [],
        adminGate: { token: h.adminToken, remote }
      })
      const ask = (remote: boolean, ip: string, headers: Record<string, string>) =>
        Rest.respond(gate(remote), { method: "POST", url: "/__admin/state", headers, body: "{}", ip }).status
      expect(ask(false, "192.0.2.7", h.adminHeaders())).toBe(403)
      expect(ask(false, "::ffff:10.1.2.3", h.adminHeaders())).toBe(403)
      expect(ask(false, "127.0.0.2", h.adminHeaders())).toBe(200)
      expect(ask(false, "::1", h.adminHeaders())).toBe(200)
      expect(ask(true, "192.0.2.7", h.adminHeaders())).toBe(200)
      expect(ask(true, "192.0.2.7", {})).toBe(401)
    }).pipe(Effect.scoped)
  )

  it.effect("--admin-remote and --admin-token reach Emulator.make; a given token is used and not printed", () =>
    Effect.gen(function* () {
      const token = "given-token-0123456789abcdef"
      const settings: EmulatorCommand.Settings = {
        port: 0,
        host: "127.0.0.1",
        seed: 1,
        adminRemote: true,
        adminToken: Redacted.make(token)
      }
      const options = yield* EmulatorCommand.emulatorOptions(settings).pipe(
        Effect.provide((yield* Effect.promise(() => import("@effect/platform-node/NodeFileSystem"))).layer)
      )
      expect(options.adminRemote).toBe(true)
      const h = yield* start(options)
      expect(Redacted.value(h.adminToken)).toBe(token)
      expect(EmulatorCommand.ready(settings, h).adminToken).toBeUndefined()
      expect((yield* promise(() => AdminHttp.admin({ rest: h.rest, adminToken: token }, "state"))).status).toBe(200)
      // a generated token is printed in the ready line, and differs per start
      const other = yield* start()
      const printed = EmulatorCommand.ready({ port: 0, host: "127.0.0.1", seed: 1 }, other).adminToken
      expect(printed).toBe(Redacted.value(other.adminToken))
      expect(printed).toMatch(/^[0-9a-f]{64}$/)
      expect(printed).not.toBe(Redacted.value(h.adminToken))
      // a token too short to be one is refused at start
      const refused = yield* Effect.flip(start({ adminToken: "short" }))
      expect(refused.message).toMatch(/admin token/)
    }).pipe(Effect.scoped)
  )
})

/** Malformed bodies per route, each with the field its 400 names. */
const malformed: ReadonlyArray<readonly [op: string, body: unknown, path: string]> = [
  ["clock", { byMs: "abc" }, "byMs"],
  ["clock", { byMs: 1.5 }, "byMs"],
  ["clock", { byMs: 1e300 }, "byMs"],
  ["clock", { offsetMs: "0" }, "offsetMs"],
  ["clock", { offsetMs: AdminBodies.maxClockOffsetMs, byMs: 1 }, "byMs"],
  ["clock", { bymS: 5 }, "bymS"],
  ["balance", { coin: "USDT", amount: "lots" }, "amount"],
  ["balance", { coin: "USDT", amount: "1e400" }, "amount"],
  ["balance", { coin: "USDT", amount: "-5" }, "amount"],
  ["balance", { coin: "USDT", amount: -5 }, "amount"],
  ["balance", { coin: "USDT", amount: 1e20 }, "amount"],
  ["balance", { coin: "USDT", amount: "1".repeat(40) }, "amount"],
  ["balance", { coin: "USDT", amount: "1", uid: "999999" }, "uid"],
  ["balance", { coin: "USDT", amount: "1", uid: "abc" }, "uid"],
  ["balance", { coin: "NOPE", amount: "1" }, "coin"],
  ["balance", { coin: "USDT", amount: "1", accountType: "SPOT" }, "accountType"],
  ["balance", { amount: "1" }, "coin"],
  ["balances", { uid: "999999" }, "uid"],
  ["balances", { accountType: 5 }, "accountType"],
  ["book", { category: "linear", symbol: "NOPEUSDT" }, "symbol"],
  ["book", { category: "futures", symbol: "BTCUSDT" }, "category"],
  ["book", { category: "linear", symbol: "BTCUSDT", limit: 0 }, "limit"],
  ["book", { category: "linear", symbol: "BTCUSDT", limit: "5" }, "limit"],
  ["api-key", { apiKey: "K1", uid: "999999", secret: "s" }, "uid"],
  ["api-key", { apiKey: "has space", uid: "UID", secret: "s" }, "apiKey"],
  ["api-key", { apiKey: "K1", uid: "UID", permissions: { Spot: "SpotTrade" } }, "permissions.Spot"],
  ["api-key", { apiKey: "K1", uid: "UID", permissions: { Spot: ["Fly"] } }, "permissions.Spot[0]"],
  ["api-key", { apiKey: "K1", uid: "UID", ips: ["evil host"] }, "ips[0]"],
  ["api-key", { apiKey: "K1", uid: "UID", readOnly: "yes" }, "readOnly"],
  ["api-key", { apiKey: "K1", uid: "UID", rsaPublicKeyPem: "-----BEGIN PUBLIC KEY-----x" }, "rsaPublicKeyPem"],
  ["accounts", { users: [{ balances: { UNIFIED: { USDT: "lots" } } }] }, "users[0].balances.UNIFIED.USDT"],
  ["report", { uid: "999999" }, "uid"],
  ["http-status", { status: 200 }, "status"],
  ["http-status", { status: 503, count: 0 }, "count"],
  ["http-status", { status: 503, path: "no-slash" }, "path"],
  ["ret-code", { retCode: "10006" }, "retCode"],
  ["http-delay", { ms: -1 }, "ms"],
  ["http-delay", {}, "ms"],
  ["ack-delay", { ms: 1e12 }, "ms"],
  ["trade-delay", { withhold: "true" }, "withhold"],
  ["refuse-upgrade", { status: 99 }, "status"],
  ["drop-sockets", { market: "everything" }, "market"],
  ["half-open", { market: 7 }, "market"],
  ["silent-pings", { enabled: 1 }, "enabled"],
  ["malformed-frames", { count: 1e9 }, "count"],
  ["skip-delta", { symbol: "btc usdt" }, "symbol"],
  ["system-status", { status: [{ id: "x" }] }, "status[0].title"],
  ["system-status", { status: "down" }, "status"],
  ["drop-response", { count: -1 }, "count"],
  ["reset", { now: true }, "now"],
  ["state", { x: 1 }, "x"],
  ["replay", { speed: 0 }, "speed"],
  ["replay", {}, "(body)"],
  ["sockets", [], "(body)"],
  ["violations", "x", "(body)"]
]

/** What the exchange answers on a public read and a signed private read. */
const readsOf = (h: Emulator.EmulatorHandle) =>
  promise(async () => {
    const time = await fetch(`${h.rest}/v5/market/time`)
    const tickers = await fetch(`${h.rest}/v5/market/tickers?category=linear&symbol=BTCUSDT`)
    const book = await fetch(`${h.rest}/v5/market/orderbook?category=linear&symbol=BTCUSDT`)
    return [time.status, tickers.status, book.status]
  })

describe("admin bodies", () => {
  it.effect(
    "a table of malformed bodies per route: each 400 naming the field, nothing changed, and the exchange answers 200 and saves a state that loads",
    () =>
      Effect.gen(function* () {
        const h = yield* start()
        // what an admin body could change: the wallets, the accounts opened and the clock's offset
        const inputs = () => {
          const saved = h.admin.save()
          return JSON.stringify([saved.wallets, saved.accounts, saved.clockOffsetMs])
        }
        const before = inputs()
        for (const [op, body, field] of malformed) {
          const withUid = JSON.parse(JSON.stringify(body).replaceAll('"UID"', `"${h.uid}"`)) as unknown
          const answer = yield* promise(() => AdminHttp.admin(h, op, { body: withUid }))
          expect(answer.status, `${op} ${JSON.stringify(body)}`).toBe(400)
          expect(answer.body, `${op} ${JSON.stringify(body)}`).toMatchObject({ ok: false, path: field })
          expect((answer.body as { error: string }).error.startsWith(`${field}: `)).toBe(true)
        }
        // not JSON at all
        const garbled = yield* promise(() =>
          request(h.adminUrl("balance"), "POST", h.adminHeaders(), '{"coin":"USDT","amount":')
        )
        expect(garbled.status).toBe(400)
        // nothing was applied: no input, no fault, no clock move
        expect(inputs()).toBe(before)
        expect(h.admin.faults.state()).toEqual(new Faults.Faults().state())
        expect(h.admin.faults.clockOffset).toBe(0)
        expect(h.admin.violations()).toEqual([])
        expect(yield* readsOf(h)).toEqual([200, 200, 200])

        // a valid body of each kind still works after all of them
        const set = yield* promise(() => AdminHttp.admin(h, "balance", { body: { coin: "USDT", amount: 1234.5 } }))
        expect(set.status).toBe(200)
        expect(h.admin.balances().find((b) => b.coin === "USDT")?.walletBalance).toBe("1234.5")
        expect((yield* promise(() => AdminHttp.admin(h, "clock", { body: { byMs: -5_000 } }))).status).toBe(200)

        // the state saved now loads, in a new emulator that answers
        const file = path.join(os.tmpdir(), `admin-door-${process.pid}-${Date.now()}.json`)
        yield* SavedState.write(file, h.admin.save())
        const state = yield* SavedState.read(file)
        const restored = yield* Emulator.make({ state })
        expect(restored.admin.balances().find((b) => b.coin === "USDT")?.walletBalance).toBe("1234.5")
        expect(yield* readsOf(restored)).toEqual([200, 200, 200])
      }).pipe(Effect.scoped)
  )

  it.effect(
    "any JSON body on any admin route: never a 5xx, the clock stays within bounds, and the exchange keeps answering and saving",
    () =>
      Effect.gen(function* () {
        const h = yield* start()
        const deps: Rest.Deps = {
          exchange: h.admin.exchange,
          faults: h.admin.faults,
          rateLimits: h.admin.rateLimits,
          now: h.admin.now,
          violations: [],
          adminGate: { token: h.adminToken, remote: false }
        }
        const ops = [...Object.keys(AdminBodies.faultBodies), ...Object.keys(AdminBodies.bodies), "accounts"]
        const fields = [
          "byMs",
          "offsetMs",
          "amount",
          "coin",
          "uid",
          "accountType",
          "ms",
          "count",
          "status",
          "path",
          "market",
          "symbol",
          "category",
          "limit",
          "retCode",
          "speed",
          "action",
          "apiKey",
          "permissions",
          "ips",
          "users"
        ]
        const value = fc.oneof(
          fc.jsonValue({ maxDepth: 2 }),
          fc.constantFrom("lots", "1e400", "-5", "NaN", "0x10", " 1", "1.", h.uid, "USDT", "BTCUSDT", "linear"),
          fc.integer(),
          fc.double({ noNaN: true, noDefaultInfinity: true })
        )
        const body = fc.dictionary(fc.constantFrom(...fields), value, { maxKeys: 4 })
        fc.assert(
          fc.property(fc.constantFrom(...ops), body, (op, input) => {
            const answer = Rest.respond(deps, {
              method: "POST",
              url: `/__admin/${op}`,
              headers: h.adminHeaders(),
              body: JSON.stringify(input),
              ip: "127.0.0.1"
            })
            expect(answer.status, `${op} ${JSON.stringify(input)}`).toBeLessThan(500)
            expect(Number.isSafeInteger(h.admin.faults.clockOffset)).toBe(true)
            expect(Math.abs(h.admin.faults.clockOffset)).toBeLessThanOrEqual(AdminBodies.maxClockOffsetMs)
            expect(() => h.admin.balances()).not.toThrow()
          }),
          { numRuns: 400, seed: 58 }
        )
        h.admin.faults.reset()
        expect(h.admin.violations()).toEqual([])
        expect(yield* readsOf(h)).toEqual([200, 200, 200])
        const raw = JSON.parse(JSON.stringify(h.admin.save())) as SavedState.SavedState
        const state = SavedState.check(raw, "", raw.savedAt)
        expect(state).not.toBeInstanceOf(SavedState.SavedStateError)
        const restored = yield* Emulator.make({ state: state as SavedState.SavedState })
        expect(yield* readsOf(restored)).toEqual([200, 200, 200])
      }).pipe(Effect.scoped)
  )
})
