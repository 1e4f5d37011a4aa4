import * as crypto from "node:crypto"
import { readFileSync } from "node:fs"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Redacted from "effect/Redacted"
import * as Result from "effect/Result"
import * as TestClock from "effect/testing/TestClock"
import * as AccountsDescription from "../../src/Emulator/AccountsDescription.js"
import * as Emulator from "../../src/Emulator/Emulator.js"
import * as AdminHttp from "../support/AdminHttp.js"
import { get, type Key, postJson } from "./model/Wire.js"

// The accounts an emulator opens, described (users, sub-accounts, keys, balances, modes, leverage, MMP, fee rates):
// each field seen over REST by a key it describes, against a second account that leaves it to the defaults.

const NOW = Date.UTC(2025, 0, 2)
const pair = crypto.generateKeyPairSync("rsa", {
  modulusLength: 2048,
  publicKeyEncoding: { type: "spki", format: "pem" },
  privateKeyEncoding: { type: "pkcs8", format: "pem" }
})
const root = new URL("../..", import.meta.url)

const key = (apiKey: string, secret: string, uid: string): Key => ({ apiKey, secret, uid })
const ALICE = "20000001"
const alice = key("ALICE", "alice-secret", ALICE)
const readOnly = key("ALICERO", "ro-secret", ALICE)
const spotOnly = key("ALICESPOT", "spot-secret", ALICE)
const bound = key("ALICEIP", "ip-secret", ALICE)
const local = key("ALICELOCAL", "ip-secret", ALICE)
const bob = key("BOB", "bob-secret", "")

const description: AccountsDescription.Input = {
  users: [
    {
      uid: ALICE,
      username: "alice0001",
      apiKeys: [
        { apiKey: "ALICE", secret: "alice-secret", note: "trading" },
        { apiKey: "ALICERO", secret: "ro-secret", readOnly: true },
        { apiKey: "ALICESPOT", secret: "spot-secret", permissions: { Spot: ["SpotTrade"] } },
        { apiKey: "ALICEIP", secret: "ip-secret", ips: ["203.0.113.7"] },
        { apiKey: "ALICELOCAL", secret: "ip-secret", ips: ["127.0.0.1"] },
        { apiKey: "ALICERSA", type: "rsa", publicKeyPem: pair.publicKey }
      ],
      balances: { UNIFIED: { USDT: "50000" }, FUND: { USDC: "700" } },
      positionMode: { linear: "hedge" },
      leverage: { linear: { BTCUSDT: "5" } },
      mmp: ["BTC"],
      feeRates: {
        linear: { maker: "0.0001", taker: "0.0004", symbols: { ETHUSDT: { maker: "0", taker: "0.0003" } } }
      },
      subAccounts: [
        {
          username: "alicesub01",
          apiKeys: [{ apiKey: "ALICESUB", secret: "sub-secret" }],
          balances: { UNIFIED: { USDT: "1000" } }
        }
      ]
    },
    {
      username: "bob000001",
      accountType: "classic",
      apiKeys: [{ apiKey: "BOB", secret: "bob-secret" }],
      balances: { UNIFIED: { USDT: "100000" } }
    }
  ]
}

const start = (options: Emulator.Options) =>
  Effect.andThen(TestClock.setTime(NOW), Emulator.make({ port: 0, seed: 5, ...options }))

const call = <A>(f: () => Promise<A>) => Effect.promise(f)

// an opening order of a position: a buy on one-way (0) and long (1), a sell on short (2)
const order = (symbol: string, positionIdx: number) => ({
  category: "linear",
  symbol,
  side: positionIdx === 2 ? "Sell" : "Buy",
  orderType: "Limit",
  qty: "0.01",
  price: positionIdx === 2 ? "150000" : "20000",
  positionIdx
})

const coin = (answer: { result: Record<string, unknown> }, name: string) => {
  const account = (answer.result.list as Array<{ coin: Array<{ coin: string; walletBalance: string }> }>)[0]
  return account?.coin.find((c) => c.coin === name)?.walletBalance
}

describe("accounts described", () => {
  it.effect("each field is what a client sees over REST, against an account left to the defaults", () =>
    Effect.gen(function* () {
      const h = yield* start({ accounts: description })
      const bobUid = h.accounts[1]?.uid ?? ""
      const b = { ...bob, uid: bobUid }
      expect(h.uid).toBe(ALICE)
      expect(h.apiKey).toBe("ALICE")
      expect(h.apiSecret).toBe("alice-secret")
      expect(h.rsa.apiKey).toBe("")
      expect(h.accounts.map((u) => u.username)).toEqual(["alice0001", "bob000001"])
      // a described secret is never given back; none was generated
      expect(JSON.stringify(h.accounts)).not.toContain("secret")

      // users and keys: the UID and note a key answers with; the sub-account's key is a sub key
      const api = yield* call(() => get(h, alice, "/v5/user/query-api", ""))
      expect(api.result).toMatchObject({ userID: Number(ALICE), note: "trading", readOnly: 0, isMaster: true })
      expect((yield* call(() => get(h, b, "/v5/user/query-api", ""))).result).toMatchObject({
        userID: Number(bobUid),
        isMaster: true
      })
      const sub = key("ALICESUB", "sub-secret", h.accounts[0]?.subAccounts[0]?.uid ?? "")
      expect((yield* call(() => get(h, sub, "/v5/user/query-api", ""))).result).toMatchObject({
        userID: Number(sub.uid),
        isMaster: false,
        parentUid: ALICE
      })
      const subs = yield* call(() => get(h, alice, "/v5/user/query-sub-members", ""))
      expect(subs.result.subMembers).toEqual([expect.objectContaining({ uid: sub.uid, username: "alicesub01" })])
      expect((yield* call(() => get(h, b, "/v5/user/query-sub-members", ""))).result.subMembers).toEqual([])

      // account type: unified (5) and classic (1)
      expect((yield* call(() => get(h, alice, "/v5/account/info", ""))).result.unifiedMarginStatus).toBe(5)
      expect((yield* call(() => get(h, b, "/v5/account/info", ""))).result.unifiedMarginStatus).toBe(1)

      // balances per coin and account type, the sub-account's own
      const wallet = (k: Key) => call(() => get(h, k, "/v5/account/wallet-balance", "accountType=UNIFIED"))
      expect(coin(yield* wallet(alice), "USDT")).toBe("50000")
      expect(coin(yield* wallet(b), "USDT")).toBe("100000")
      expect(coin(yield* wallet(sub), "USDT")).toBe("1000")
      const fund = yield* call(() =>
        get(h, alice, "/v5/asset/transfer/query-account-coins-balance", "accountType=FUND&coin=USDC")
      )
      expect((fund.result.balance as Array<{ walletBalance: string }>)[0]?.walletBalance).toBe("700")

      // read-only: reads answer, writes are refused; permissions: a spot-only key cannot trade linear
      expect((yield* call(() => postJson(h, readOnly, "/v5/order/create", order("BTCUSDT", 1)))).retCode).toBe(10005)
      expect((yield* wallet(readOnly)).retCode).toBe(0)
      expect((yield* call(() => postJson(h, spotOnly, "/v5/order/create", order("BTCUSDT", 1)))).retCode).toBe(10005)

      // bound IPs: refused from this machine unless it is in the list
      expect((yield* wallet(bound)).retCode).toBe(10010)
      expect((yield* wallet(local)).retCode).toBe(0)

      // position mode: hedge takes positionIdx 1 and 2, one-way refuses them
      expect((yield* call(() => postJson(h, alice, "/v5/order/create", order("BTCUSDT", 1)))).retCode).toBe(0)
      expect((yield* call(() => postJson(h, alice, "/v5/order/create", order("BTCUSDT", 2)))).retCode).toBe(0)
      expect((yield* call(() => postJson(h, b, "/v5/order/create", order("BTCUSDT", 1)))).retCode).not.toBe(0)
      expect((yield* call(() => postJson(h, b, "/v5/order/create", order("BTCUSDT", 0)))).retCode).toBe(0)

      // leverage per symbol
      const leverage = (k: Key) =>
        call(() => get(h, k, "/v5/position/list", "category=linear&symbol=BTCUSDT")).pipe(
          Effect.map((a) => (a.result.list as Array<{ leverage: string }>).map((p) => p.leverage))
        )
      expect(yield* leverage(alice)).toEqual(["5", "5"])
      expect(yield* leverage(b)).toEqual(["10"])

      // fee rates: the category's, a symbol's own, and the defaults
      const fee = (k: Key, symbol: string) =>
        call(() => get(h, k, "/v5/account/fee-rate", `category=linear&symbol=${symbol}`)).pipe(
          Effect.map((a) => (a.result.list as Array<{ makerFeeRate: string; takerFeeRate: string }>)[0])
        )
      expect(yield* fee(alice, "BTCUSDT")).toMatchObject({ makerFeeRate: "0.0001", takerFeeRate: "0.0004" })
      expect(yield* fee(alice, "ETHUSDT")).toMatchObject({ makerFeeRate: "0", takerFeeRate: "0.0003" })
      expect(yield* fee(b, "BTCUSDT")).toMatchObject({ makerFeeRate: "0.0002", takerFeeRate: "0.00055" })

      // ...and what a fill is charged
      const taker = (k: Key, positionIdx: number) =>
        Effect.gen(function* () {
          const market = { ...order("ETHUSDT", positionIdx), side: "Buy", orderType: "Market", price: undefined }
          expect((yield* call(() => postJson(h, k, "/v5/order/create", market))).retCode).toBe(0)
          const fills = yield* call(() => get(h, k, "/v5/execution/list", "category=linear&symbol=ETHUSDT"))
          return (fills.result.list as Array<{ feeRate: string }>).map((f) => f.feeRate)
        })
      expect(new Set(yield* taker(alice, 1))).toEqual(new Set(["0.0003"]))
      expect(new Set(yield* taker(b, 0))).toEqual(new Set(["0.00055"]))

      // MMP: granted for BTC, so modify answers; without a grant the exchange answers 3500713
      const mmp = { baseCoin: "BTC", window: "5000", frozenPeriod: "100000", qtyLimit: "10", deltaLimit: "100" }
      expect((yield* call(() => postJson(h, alice, "/v5/account/mmp-modify", mmp))).retCode).toBe(0)
      expect((yield* call(() => postJson(h, b, "/v5/account/mmp-modify", mmp))).retCode).toBe(3500713)

      // an RSA key with its own public key authenticates with its private key
      const rsa = yield* call(async () => {
        const ts = String(h.admin.now())
        const query = "accountType=UNIFIED"
        const sign = crypto.sign("sha256", Buffer.from(`${ts}ALICERSA5000${query}`), pair.privateKey).toString("base64")
        const r = await fetch(`${h.rest}/v5/account/wallet-balance?${query}`, {
          headers: {
            "X-BAPI-API-KEY": "ALICERSA",
            "X-BAPI-TIMESTAMP": ts,
            "X-BAPI-RECV-WINDOW": "5000",
            "X-BAPI-SIGN": sign
          }
        })
        return (await r.json()) as { retCode: number; result: Record<string, unknown> }
      })
      expect(rsa.retCode).toBe(0)
      // the same account as the HMAC key's (its fills' fees taken)
      expect(coin(rsa, "USDT")).toBe(coin(yield* wallet(alice), "USDT"))
    })
  )

  it.effect(
    "the default description is the seed: same UID, keys, balances and answers as an emulator without one",
    () =>
      Effect.gen(function* () {
        const rsa = { publicKeyPem: pair.publicKey, privateKeyPem: pair.privateKey }
        const seeded = yield* start({ seed: 1, rsa })
        const described = yield* start({ seed: 1, rsa, accounts: AccountsDescription.defaultInput })
        // seed 1's account and keys before descriptions existed
        for (const h of [seeded, described]) {
          expect(h.uid).toBe("87890979")
          expect(h.apiKey).toBe("cwftkREKTRhbPxhnU2")
          expect(h.apiSecret).toBe("GhaK4U8EATuuADyst6pwkUd4Jt2u49tTqG0O")
          expect(h.rsa.apiKey).toBe("cmzUVO4bi6aYHN85Ng")
        }
        const answers = (h: Emulator.EmulatorHandle) => {
          const k = key(h.apiKey, h.apiSecret, h.uid)
          return call(() =>
            Promise.all(
              [
                ["/v5/user/query-api", ""],
                ["/v5/account/info", ""],
                ["/v5/account/wallet-balance", "accountType=UNIFIED"],
                ["/v5/asset/transfer/query-account-coins-balance", "accountType=FUND"],
                ["/v5/account/fee-rate", "category=linear"],
                ["/v5/account/fee-rate", "category=option"],
                ["/v5/position/list", "category=linear&symbol=BTCUSDT"],
                ["/v5/user/query-sub-members", ""],
                ["/v5/account/mmp-state", "baseCoin=BTC"]
              ].map(([path, query]) =>
                get(h, k, path ?? "", query ?? "").then(({ retCode, retMsg, result }) => ({ retCode, retMsg, result }))
              )
            )
          )
        }
        const a = yield* answers(seeded)
        expect(a.every((x) => x.retCode === 0)).toBe(true)
        expect(yield* answers(described)).toEqual(a)
        expect(seeded.admin.balances()).toEqual(described.admin.balances())
        expect(seeded.admin.balances({ accountType: "FUND" })).toEqual([
          { coin: "USDT", walletBalance: "10000", locked: "0" }
        ])
        expect(seeded.accounts).toEqual(described.accounts)
        expect(seeded.accounts[0]?.apiKeys.map((k) => k.secret)).toEqual([seeded.apiSecret, undefined])
      })
  )

  const refused: ReadonlyArray<readonly [string, unknown, string]> = [
    ["an unknown field", { users: [{}], extra: 1 }, "extra"],
    ["no user", { users: [] }, "users[0]"],
    [
      "an unknown field of a key",
      { users: [{ apiKeys: [{ apiKey: "K", sekret: "x" }] }] },
      "users[0].apiKeys[0].sekret"
    ],
    [
      "a permission its group does not have",
      { users: [{ apiKeys: [{ permissions: { Spot: ["Order"] } }] }] },
      "users[0].apiKeys[0].permissions.Spot[0]"
    ],
    [
      "an unknown permission group",
      { users: [{ apiKeys: [{ permissions: { Trade: [] } }] }] },
      "users[0].apiKeys[0].permissions.Trade"
    ],
    [
      "an account type the emulator holds no balance in",
      { users: [{ balances: { CONTRACT: { USDT: "1" } } }] },
      "users[0].balances.CONTRACT"
    ],
    ["an unknown coin", { users: [{ balances: { UNIFIED: { USTD: "1" } } }] }, "users[0].balances.UNIFIED.USTD"],
    ["a negative amount", { users: [{ balances: { UNIFIED: { USDT: "-5" } } }] }, "users[0].balances.UNIFIED.USDT"],
    ["an amount as a number", { users: [{ balances: { UNIFIED: { USDT: 5 } } }] }, "users[0].balances.UNIFIED.USDT"],
    [
      "leverage out of range",
      { users: [{ leverage: { linear: { BTCUSDT: "500" } } }] },
      "users[0].leverage.linear.BTCUSDT"
    ],
    ["an unknown symbol", { users: [{ leverage: { linear: { BTCUSD: "5" } } }] }, "users[0].leverage.linear.BTCUSD"],
    ["hedge mode on inverse", { users: [{ positionMode: { inverse: "hedge" } }] }, "users[0].positionMode.inverse"],
    [
      "hedge mode for a coin whose symbols offer none (USDC perpetuals)",
      { users: [{ positionMode: { linear: { coins: { USDC: "hedge" } } } }] },
      "users[0].positionMode.linear.coins.USDC"
    ],
    [
      "a position mode for a coin with no symbol",
      { users: [{ positionMode: { linear: { coins: { DOGE: "oneWay" } } } }] },
      "users[0].positionMode.linear.coins.DOGE"
    ],
    [
      "hedge mode for a symbol that offers none",
      { users: [{ positionMode: { linear: { symbols: { ETHPERP: "hedge" } } } }] },
      "users[0].positionMode.linear.symbols.ETHPERP"
    ],
    [
      "a position mode for an unknown symbol",
      { users: [{ positionMode: { inverse: { symbols: { BTCUSDT: "oneWay" } } } }] },
      "users[0].positionMode.inverse.symbols.BTCUSDT"
    ],
    [
      "an unknown position mode",
      { users: [{ positionMode: { linear: { symbols: { BTCUSDT: "both" } } } }] },
      "users[0].positionMode.linear.symbols.BTCUSDT"
    ],
    ["MMP for a coin without options", { users: [{ mmp: ["DOGE"] }] }, "users[0].mmp[0]"],
    ["a fee rate of 1 or more", { users: [{ feeRates: { spot: { taker: "1.5" } } }] }, "users[0].feeRates.spot.taker"],
    [
      "a fee rate for an unknown symbol",
      { users: [{ feeRates: { linear: { symbols: { NOPE: { maker: "0", taker: "0" } } } } }] },
      "users[0].feeRates.linear.symbols.NOPE"
    ],
    [
      "an RSA key with a secret",
      { users: [{ apiKeys: [{ type: "rsa", secret: "x" }] }] },
      "users[0].apiKeys[0].secret"
    ],
    [
      "an HMAC key with a public key",
      { users: [{ apiKeys: [{ publicKeyPem: "-----BEGIN PUBLIC KEY-----" }] }] },
      "users[0].apiKeys[0].publicKeyPem"
    ],
    [
      "a key string named twice",
      { users: [{ apiKeys: [{ apiKey: "K" }] }, { apiKeys: [{ apiKey: "K" }] }] },
      "users[1].apiKeys[0].apiKey"
    ],
    [
      "a UID named twice",
      { users: [{ uid: "20000001", subAccounts: [{ uid: "20000001" }] }] },
      "users[0].subAccounts[0].uid"
    ],
    [
      "a sub-account of a sub-account",
      { users: [{ subAccounts: [{ subAccounts: [] }] }] },
      "users[0].subAccounts[0].subAccounts"
    ],
    ["a bad UID", { users: [{ uid: "abc" }] }, "users[0].uid"],
    ["a bad bound IP", { users: [{ apiKeys: [{ ips: ["my laptop"] }] }] }, "users[0].apiKeys[0].ips[0]"]
  ]

  it.effect("position mode per coin and per symbol: the symbol's first, then its coin's, then one-way", () =>
    Effect.gen(function* () {
      const h = yield* start({
        accounts: {
          users: [
            {
              uid: ALICE,
              apiKeys: [{ apiKey: "ALICE", secret: "alice-secret" }],
              positionMode: { linear: { coins: { USDT: "hedge" }, symbols: { ETHUSDT: "oneWay", BTCPERP: "oneWay" } } }
            },
            {
              apiKeys: [{ apiKey: "BOB", secret: "bob-secret" }],
              positionMode: { linear: { symbols: { SOLUSDT: "hedge" } }, inverse: "oneWay" }
            }
          ]
        }
      })
      const b = { ...bob, uid: h.accounts[1]?.uid ?? "" }
      // the mode a client sees: the position indices of the symbol
      const modes = (k: Key) =>
        Effect.forEach(["BTCUSDT", "ETHUSDT", "SOLUSDT", "BTCPERP"], (symbol) =>
          call(() => get(h, k, "/v5/position/list", `category=linear&symbol=${symbol}`)).pipe(
            Effect.map((a) => {
              const idx = (a.result.list as Array<{ positionIdx: number }>).map((p) => p.positionIdx)
              return `${symbol}:${idx.includes(0) ? "oneWay" : "hedge"}`
            })
          )
        )
      expect(yield* modes(alice)).toEqual(["BTCUSDT:hedge", "ETHUSDT:oneWay", "SOLUSDT:hedge", "BTCPERP:oneWay"])
      expect(yield* modes(b)).toEqual(["BTCUSDT:oneWay", "ETHUSDT:oneWay", "SOLUSDT:hedge", "BTCPERP:oneWay"])
      // the coin's mode stays the account's: a switch by symbol is "not modified" where the description set it
      const sw = (k: Key, body: object) =>
        call(() => postJson(h, k, "/v5/position/switch-mode", { category: "linear", ...body })).pipe(
          Effect.map((a) => a.retCode)
        )
      expect(yield* sw(alice, { symbol: "BTCUSDT", mode: 3 })).toBe(110025)
      expect(yield* sw(b, { symbol: "SOLUSDT", mode: 3 })).toBe(110025)
      expect(yield* sw(alice, { coin: "USDT", mode: 3 })).toBe(0)
      expect(yield* modes(alice)).toEqual(["BTCUSDT:hedge", "ETHUSDT:hedge", "SOLUSDT:hedge", "BTCPERP:oneWay"])
    })
  )

  for (const [what, input, path] of refused) {
    it.effect(`refuses ${what}, naming ${path}`, () =>
      Effect.gen(function* () {
        const decoded = AccountsDescription.decode(input)
        expect(Result.isFailure(decoded) ? decoded.failure.path : "decoded").toBe(path)
        const error = yield* Effect.flip(start({ accounts: input as AccountsDescription.Input }))
        expect(error._tag).toBe("EmulatorError")
        expect(error.message.startsWith(`accounts: ${path}: `), error.message).toBe(true)
        expect(error.cause).toBeInstanceOf(AccountsDescription.AccountsDescriptionError)
      })
    )
  }

  it.effect(
    "POST /__admin/accounts opens described accounts on a running emulator, all or none, 400 naming the field",
    () =>
      Effect.gen(function* () {
        const h = yield* start({})
        const admin = (body: unknown) =>
          call(async () => {
            const r = await AdminHttp.fetchAdmin(h, "accounts", { body })
            return { status: r.status, body: (await r.json()) as Record<string, unknown> }
          })
        const carol = { apiKey: "CAROL", secret: "carol-secret" }
        const opened = yield* admin({
          users: [
            { username: "carol0001", apiKeys: [carol, {}], balances: { UNIFIED: { USDT: "1234" } }, mmp: ["ETH"] }
          ]
        })
        expect(opened.status).toBe(200)
        const [user] = opened.body.result as ReadonlyArray<Emulator.OpenedUser>
        expect(user?.uid).not.toBe(h.uid)
        expect(user?.apiKeys.map((k) => [k.apiKey === "CAROL", k.secret === undefined])).toEqual([
          [true, true],
          [false, false]
        ])
        const k = key("CAROL", "carol-secret", user?.uid ?? "")
        const wallet = yield* call(() => get(h, k, "/v5/account/wallet-balance", "accountType=UNIFIED"))
        expect(coin(wallet, "USDT")).toBe("1234")
        // the generated key the answer gave works too
        const generated = user?.apiKeys[1]
        const other = key(generated?.apiKey ?? "", generated?.secret ?? "", user?.uid ?? "")
        expect((yield* call(() => get(h, other, "/v5/account/info", ""))).retCode).toBe(0)
        const mmp = { baseCoin: "ETH", window: "5000", frozenPeriod: "100000", qtyLimit: "10", deltaLimit: "100" }
        expect((yield* call(() => postJson(h, k, "/v5/account/mmp-modify", mmp))).retCode).toBe(0)

        // taken UID, username or key string: nothing opened
        const again = yield* admin({ users: [{ username: "dave00001" }, { uid: user?.uid ?? "" }] })
        expect(again).toEqual({
          status: 400,
          body: { ok: false, path: "users[1].uid", error: `users[1].uid: UID ${user?.uid} is taken` }
        })
        const dave = yield* admin({ users: [{ username: "dave00001", apiKeys: [{ apiKey: "CAROL" }] }] })
        expect(dave.body).toMatchObject({ ok: false, path: "users[0].apiKeys[0].apiKey" })
        expect(h.admin.exchange.member(String(Number(user?.uid) + 1))).toBeUndefined()
        // a bad description
        const bad = yield* admin({ users: [{ balances: { UNIFIED: { USDT: "lots" } } }] })
        expect(bad.status).toBe(400)
        expect(bad.body).toMatchObject({ ok: false, path: "users[0].balances.UNIFIED.USDT" })
        // the in-process door, with a secret already Redacted (as `Config.redacted` gives it); decoded, it stays so
        const erin = {
          users: [{ username: "erin00001", apiKeys: [{ apiKey: "ERIN", secret: Redacted.make("erin-secret") }] }]
        }
        const decoded = Result.getOrThrow(AccountsDescription.decode(erin))
        expect(JSON.stringify(decoded)).not.toContain("erin-secret")
        expect(String(decoded.users[0].apiKeys?.[0]?.secret)).not.toContain("erin-secret")
        const direct = Result.getOrThrow(h.admin.openAccounts(erin))
        const erinKey = key("ERIN", "erin-secret", direct[0]?.uid ?? "")
        expect((yield* call(() => get(h, erinKey, "/v5/user/query-api", ""))).result).toMatchObject({
          userID: Number(erinKey.uid)
        })
      })
  )

  it.effect("the README's example accounts file loads, and the README quotes it whole", () =>
    Effect.gen(function* () {
      const text = readFileSync(new URL("examples/local-bybit/accounts.json", root), "utf8")
      expect(readFileSync(new URL("README.md", root), "utf8")).toContain(`\`\`\`json\n${text}\`\`\``)
      const h = yield* start({ accounts: JSON.parse(text) })
      expect(h.accounts.map((u) => [u.username, u.subAccounts.map((s) => s.username)])).toEqual([
        ["marketmaker1", ["gridbot01"]],
        ["classic01", []]
      ])
      const k = key("MMTRADEKEY0000001", "mm-trade-secret-0000000000000000001", h.uid)
      expect((yield* call(() => get(h, k, "/v5/account/mmp-state", "baseCoin=BTC"))).retCode).toBe(0)
    })
  )
})
