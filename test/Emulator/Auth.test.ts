import * as crypto from "node:crypto"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as TestClock from "effect/testing/TestClock"
import * as Emulator from "../../src/Emulator/Emulator.js"
import * as Auth from "../../src/Emulator/wire/Auth.js"
import * as User from "../../src/Http/v5/User.js"

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0, 0)

// The documented algorithm, by hand: lowercase hex HMAC-SHA256 / base64 SHA256withRSA of ts+key+recvWindow+payload.
const hmac = (secret: string, payload: string) => crypto.createHmac("sha256", secret).update(payload).digest("hex")
const rsaSign = (privateKeyPem: string, payload: string) =>
  crypto.sign("sha256", Buffer.from(payload), privateKeyPem).toString("base64")

const rsaPair = crypto.generateKeyPairSync("rsa", {
  modulusLength: 2048,
  publicKeyEncoding: { type: "spki", format: "pem" },
  privateKeyEncoding: { type: "pkcs8", format: "pem" }
})

const everything: Readonly<Record<string, ReadonlyArray<string>>> = {
  ContractTrade: ["Order", "Position"],
  Spot: ["SpotTrade"],
  Wallet: ["AccountTransfer", "SubMemberTransfer"],
  Options: ["OptionsTrade"]
}

const hmacKey: Auth.Credential = {
  apiKey: "KEY1",
  secret: "SECRET1",
  uid: "100",
  isMaster: true,
  readOnly: false,
  permissions: everything,
  ips: []
}
const rsaKey: Auth.Credential = { ...hmacKey, apiKey: "RSAKEY", secret: undefined, rsaPublicKeyPem: rsaPair.publicKey }
const lookup = (key: string) => [hmacKey, rsaKey].find((k) => k.apiKey === key)

const request = (
  payload: string,
  o: { key?: string; ts?: number; recv?: string; sign?: string; method?: string } = {}
): Auth.SignedRequest => {
  const key = o.key ?? hmacKey.apiKey
  const ts = o.ts ?? NOW
  const recv = o.recv ?? "5000"
  const method = o.method ?? "GET"
  return {
    method,
    headers: {
      "x-bapi-api-key": key,
      "x-bapi-timestamp": String(ts),
      "x-bapi-recv-window": recv,
      "x-bapi-sign": o.sign ?? hmac("SECRET1", `${ts}${key}${recv}${payload}`)
    },
    rawQuery: method === "GET" ? payload : "",
    rawBody: method === "GET" ? "" : payload
  }
}

const code = (r: Auth.Authenticated | Auth.Failure | undefined) => (r === undefined ? 0 : r.ok ? 0 : r.retCode)

describe("Auth", () => {
  it("accepts HMAC signatures over the raw query (GET) and the raw body (POST)", () => {
    const q = "category=option&symbol=BTC-29JUL22-25000-C"
    expect(Auth.verifyV5(request(q), lookup, NOW)).toMatchObject({ ok: true, recvWindow: 5000 })
    const body = '{"category": "option"}'
    expect(code(Auth.verifyV5(request(body, { method: "POST" }), lookup, NOW))).toBe(0)
    // Upper-case hex is the same number.
    const upper = request(q, { sign: hmac("SECRET1", `${NOW}KEY15000${q}`).toUpperCase() })
    expect(code(Auth.verifyV5(upper, lookup, NOW))).toBe(0)
  })

  it("reproduces a published vector (docs inputs, secret XXXXXXXXXX)", () => {
    // A published V5 signing vector, computed independently.
    const key: Auth.Credential = { ...hmacKey, apiKey: "XXXXXXXXXX", secret: "XXXXXXXXXX" }
    const req: Auth.SignedRequest = {
      method: "GET",
      headers: {
        "x-bapi-api-key": "XXXXXXXXXX",
        "x-bapi-timestamp": "1658384314791",
        "x-bapi-recv-window": "5000",
        "x-bapi-sign": "c00720f96c5934ca7057ac28ae65b823f83b8b67a8fe784e7795ca0fa3c148ec"
      },
      rawQuery: "category=option&symbol=BTC-29JUL22-25000-C",
      rawBody: ""
    }
    expect(code(Auth.verifyV5(req, () => key, 1658384314791))).toBe(0)
  })

  it("answers 10004 with the origin string for a bad signature, 10003 for an unknown key, 401 without headers", () => {
    const q = "category=linear"
    const bad = Auth.verifyV5(request(q, { sign: hmac("WRONG", `${NOW}KEY15000${q}`) }), lookup, NOW)
    expect(bad).toEqual({
      ok: false,
      status: 200,
      retCode: 10004,
      retMsg: `error sign! origin_string[${NOW}KEY15000${q}]`
    })
    // Signed over the GET query but sent as a POST body: the payload differs.
    const swapped = { ...request(q), method: "POST", rawBody: "{}" }
    expect(code(Auth.verifyV5(swapped, lookup, NOW))).toBe(10004)
    expect(Auth.verifyV5(request(q, { key: "NOPE" }), lookup, NOW)).toMatchObject({
      retCode: 10003,
      retMsg: "API key is invalid."
    })
    const none: Auth.SignedRequest = { method: "GET", headers: {}, rawQuery: q, rawBody: "" }
    expect(Auth.verifyV5(none, lookup, NOW)).toMatchObject({ ok: false, status: 401 })
  })

  it("enforces server_time - recv_window <= timestamp < server_time + 1000 (10002)", () => {
    const at = (ts: number, recv = "5000") => code(Auth.verifyV5(request("a=1", { ts, recv }), lookup, NOW))
    expect(at(NOW - 5000)).toBe(0)
    expect(at(NOW - 5001)).toBe(10002)
    expect(at(NOW + 999)).toBe(0)
    expect(at(NOW + 1000)).toBe(10002)
    expect(at(NOW - 20_000, "20000")).toBe(0)
    const late = Auth.verifyV5(request("a=1", { ts: NOW - 6000 }), lookup, NOW)
    expect(late).toMatchObject({
      retCode: 10002,
      retMsg: `invalid request, please check your server timestamp or recv_window param. req_timestamp[${NOW - 6000}],server_timestamp[${NOW}],recv_window[5000]`
    })
  })

  it("verifies RSA (SHA256withRSA, base64) signatures with the registered public key", () => {
    const q = "category=linear&symbol=BTCUSDT"
    const payload = `${NOW}RSAKEY5000${q}`
    expect(
      code(Auth.verifyV5(request(q, { key: "RSAKEY", sign: rsaSign(rsaPair.privateKey, payload) }), lookup, NOW))
    ).toBe(0)
    const other = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey
    const forged = crypto.sign("sha256", Buffer.from(payload), other).toString("base64")
    expect(code(Auth.verifyV5(request(q, { key: "RSAKEY", sign: forged }), lookup, NOW))).toBe(10004)
    expect(code(Auth.verifyV5(request(q, { key: "RSAKEY", sign: "not base64 at all" }), lookup, NOW))).toBe(10004)
  })

  it("verifies the legacy signed-parameter style (v2 docs vector)", () => {
    const key: Auth.Credential = {
      ...hmacKey,
      apiKey: "B2Rou0PLPpGqcU0Vu2",
      secret: "t7T0YlFnYXk0Fx3JswQsDrViLg1Gh3DUU5Mr"
    }
    const params = {
      symbol: "BTCUSD",
      leverage: "100",
      api_key: "B2Rou0PLPpGqcU0Vu2",
      timestamp: "1542434791000",
      sign: "670e3e4aa32b243f2dedf1dafcec2fd17a440e71b05681550416507de591d908"
    }
    expect(code(Auth.verifyLegacy(params, () => key, 1542434791000))).toBe(0)
    expect(code(Auth.verifyLegacy({ ...params, leverage: "50" }, () => key, 1542434791000))).toBe(10004)
    expect(code(Auth.verifyLegacy(params, () => key, 1542434791000 + 5001))).toBe(10002)
  })

  it("authorizes per endpoint: IP whitelist 10010, master-only, read-only and permissions 10005", () => {
    const order = {
      permission: { group: "ContractTrade", name: "Order" },
      masterOnly: false,
      method: "POST",
      idempotent: false
    } as const
    const byCategory = {
      permission: (p: Readonly<Record<string, unknown>>) =>
        p.category === "spot"
          ? ({ group: "Spot", name: "SpotTrade" } as const)
          : ({ group: "ContractTrade", name: "Order" } as const),
      masterOnly: false,
      method: "POST",
      idempotent: false
    } as const
    const masterOnly = { permission: undefined, masterOnly: true, method: "GET", idempotent: true } as const
    expect(Auth.authorize(hmacKey, order, {}, "127.0.0.1")).toBeUndefined()
    expect(Auth.authorize({ ...hmacKey, ips: ["10.0.0.1"] }, order, {}, "::ffff:127.0.0.1")).toMatchObject({
      retCode: 10010,
      retMsg: "Unmatched IP, please check your API key's bound IP addresses."
    })
    expect(Auth.authorize({ ...hmacKey, ips: ["127.0.0.1"] }, order, {}, "::ffff:127.0.0.1")).toBeUndefined()
    expect(Auth.authorize({ ...hmacKey, ips: ["*"] }, order, {}, "10.9.9.9")).toBeUndefined()
    expect(code(Auth.authorize({ ...hmacKey, isMaster: false }, masterOnly, {}, "127.0.0.1"))).toBe(10005)
    expect(code(Auth.authorize(hmacKey, masterOnly, {}, "127.0.0.1"))).toBe(0)
    expect(code(Auth.authorize({ ...hmacKey, readOnly: true }, order, {}, "127.0.0.1"))).toBe(10005)
    const spotOnly = { ...hmacKey, permissions: { Spot: ["SpotTrade"] } }
    expect(code(Auth.authorize(spotOnly, byCategory, { category: "spot" }, "127.0.0.1"))).toBe(0)
    expect(Auth.authorize(spotOnly, byCategory, { category: "linear" }, "127.0.0.1")).toMatchObject({
      retCode: 10005,
      retMsg: "Permission denied, please check your API key permissions."
    })
    // "one of the below permissions" (the user pages): any one of Account Transfer, Subaccount Transfer, Withdrawal
    for (const name of ["AccountTransfer", "SubMemberTransfer", "Withdraw"])
      expect(
        code(Auth.authorize({ ...hmacKey, permissions: { Wallet: [name] } }, User.querySubMembers, {}, "127.0.0.1"))
      ).toBe(0)
    expect(code(Auth.authorize(spotOnly, User.querySubMembers, {}, "127.0.0.1"))).toBe(10005)
    expect(
      code(Auth.authorize({ ...hmacKey, permissions: { Wallet: ["Withdraw"] } }, User.frozenSubMember, {}, "127.0.0.1"))
    ).toBe(0)
  })

  describe("over HTTP", () => {
    const start = Effect.andThen(TestClock.setTime(NOW), Emulator.make({ port: 0, seed: 3 }))
    const send = (
      h: Emulator.EmulatorHandle,
      path: string,
      o: { key: string; sign: (payload: string) => string; query?: string; body?: string; ts?: number }
    ) =>
      Effect.promise(async () => {
        const ts = o.ts ?? NOW
        const payload = o.body ?? o.query ?? ""
        const r = await fetch(`${h.rest}${path}${o.query === undefined ? "" : `?${o.query}`}`, {
          method: o.body === undefined ? "GET" : "POST",
          ...(o.body === undefined ? {} : { body: o.body }),
          headers: {
            "X-BAPI-API-KEY": o.key,
            "X-BAPI-TIMESTAMP": String(ts),
            "X-BAPI-RECV-WINDOW": "5000",
            "X-BAPI-SIGN": o.sign(`${ts}${o.key}5000${payload}`),
            "Content-Type": "application/json"
          }
        })
        return JSON.parse(await r.text()) as { retCode: number; retMsg: string; result: Record<string, unknown> }
      })

    it.effect("answers 10004 for a tampered secret, 10002 outside the window, 10003 for an unknown key", () =>
      Effect.gen(function* () {
        const h = yield* start
        const good = (p: string) => hmac(h.apiSecret, p)
        const query = "accountType=UNIFIED"
        expect((yield* send(h, "/v5/account/wallet-balance", { key: h.apiKey, sign: good, query })).retCode).toBe(0)
        const tampered = (p: string) => hmac(`${h.apiSecret}x`, p)
        const e4 = yield* send(h, "/v5/account/wallet-balance", { key: h.apiKey, sign: tampered, query })
        expect(e4.retCode).toBe(10004)
        expect(e4.retMsg).toMatch(/^error sign! origin_string\[/)
        const old = yield* send(h, "/v5/account/wallet-balance", { key: h.apiKey, sign: good, query, ts: NOW - 5001 })
        expect(old.retCode).toBe(10002)
        const future = yield* send(h, "/v5/account/wallet-balance", {
          key: h.apiKey,
          sign: good,
          query,
          ts: NOW + 1000
        })
        expect(future.retCode).toBe(10002)
        const edge = yield* send(h, "/v5/account/wallet-balance", { key: h.apiKey, sign: good, query, ts: NOW + 999 })
        expect(edge.retCode).toBe(0)
        const unknown = yield* send(h, "/v5/account/wallet-balance", { key: "NOSUCHKEY", sign: good, query })
        expect(unknown).toMatchObject({ retCode: 10003, retMsg: "API key is invalid." })
        expect(h.admin.violations()).toEqual([])
      })
    )

    it.effect("accepts the demo RSA key pair", () =>
      Effect.gen(function* () {
        const h = yield* start
        const sign = (p: string) => rsaSign(h.rsa.privateKeyPem, p)
        const body = JSON.stringify({
          category: "linear",
          symbol: "BTCUSDT",
          side: "Buy",
          orderType: "Limit",
          qty: "0.01",
          price: "20000"
        })
        const created = yield* send(h, "/v5/order/create", { key: h.rsa.apiKey, sign, body })
        expect(created.retCode).toBe(0)
        const hmacWithRsaKey = yield* send(h, "/v5/order/create", {
          key: h.rsa.apiKey,
          sign: (p) => hmac("x", p),
          body
        })
        expect(hmacWithRsaKey.retCode).toBe(10004)
      })
    )

    it.effect("refuses by key: permission and master-only 10005, read-only writes 10005, bound IP 10010", () =>
      Effect.gen(function* () {
        const h = yield* start
        const add = (apiKey: string, o: Partial<Auth.Credential>) =>
          h.admin.addApiKey({
            apiKey,
            secret: "S",
            uid: h.uid,
            isMaster: true,
            readOnly: false,
            permissions: everything,
            ips: [],
            ...o
          })
        add("SPOTONLY", { permissions: { Spot: ["SpotTrade"] } })
        add("SUBKEY", { isMaster: false })
        add("READONLY", { readOnly: true })
        add("BOUND", { ips: ["203.0.113.7"] })
        const sign = (p: string) => hmac("S", p)
        const order = (category: string, symbol: string) =>
          JSON.stringify({ category, symbol, side: "Buy", orderType: "Limit", qty: "0.01", price: "20000" })
        const denied = yield* send(h, "/v5/order/create", { key: "SPOTONLY", sign, body: order("linear", "BTCUSDT") })
        expect(denied).toMatchObject({
          retCode: 10005,
          retMsg: "Permission denied, please check your API key permissions."
        })
        expect(
          (yield* send(h, "/v5/order/create", { key: "SPOTONLY", sign, body: order("spot", "BTCUSDT") })).retCode
        ).not.toBe(10005)
        expect((yield* send(h, "/v5/user/query-sub-members", { key: "SUBKEY", sign, query: "" })).retCode).toBe(10005)
        expect((yield* send(h, "/v5/user/query-sub-members", { key: "READONLY", sign, query: "" })).retCode).toBe(0)
        expect(
          (yield* send(h, "/v5/order/create", { key: "READONLY", sign, body: order("linear", "BTCUSDT") })).retCode
        ).toBe(10005)
        expect(
          (yield* send(h, "/v5/order/realtime", { key: "READONLY", sign, query: "category=linear&symbol=BTCUSDT" }))
            .retCode
        ).toBe(0)
        const bound = yield* send(h, "/v5/account/wallet-balance", { key: "BOUND", sign, query: "accountType=UNIFIED" })
        expect(bound).toMatchObject({
          retCode: 10010,
          retMsg: "Unmatched IP, please check your API key's bound IP addresses."
        })
      })
    )
  })
})
