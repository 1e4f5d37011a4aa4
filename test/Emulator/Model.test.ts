/**
 * A model-based property test: fast-check drives random sequences of valid and invalid requests (orders, market
 * orders, cancellations, transfers between a UID's own accounts, garbage bodies) from two accounts against one
 * emulator, and after every step checks the invariants: no balance is negative, a transfer between one UID's
 * accounts conserves its funds exactly, and no order is both open and finished.
 */
import * as crypto from "node:crypto"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as fc from "fast-check"
import * as Emulator from "../../src/Emulator/Emulator.js"

interface Key {
  readonly apiKey: string
  readonly secret: string
  readonly uid: string
}

interface Envelope {
  readonly retCode: number
  readonly retMsg: string
  readonly result: Record<string, unknown>
}

const everything = {
  ContractTrade: ["Order", "Position"],
  Spot: ["SpotTrade"],
  Wallet: ["AccountTransfer", "SubMemberTransfer"]
}

const sign = (h: Emulator.EmulatorHandle, key: Key, payload: string): Record<string, string> => {
  const ts = String(h.admin.now())
  return {
    "X-BAPI-API-KEY": key.apiKey,
    "X-BAPI-TIMESTAMP": ts,
    "X-BAPI-RECV-WINDOW": "5000",
    "X-BAPI-SIGN": crypto.createHmac("sha256", key.secret).update(`${ts}${key.apiKey}5000${payload}`).digest("hex"),
    "Content-Type": "application/json"
  }
}

const post = async (h: Emulator.EmulatorHandle, key: Key, path: string, body: string): Promise<Envelope> => {
  const r = await fetch(`${h.rest}${path}`, { method: "POST", headers: sign(h, key, body), body })
  expect(r.status, path).toBe(200)
  return (await r.json()) as Envelope
}

const get = async (h: Emulator.EmulatorHandle, key: Key, path: string, query: string): Promise<Envelope> => {
  const r = await fetch(`${h.rest}${path}?${query}`, { headers: sign(h, key, query) })
  expect(r.status, path).toBe(200)
  return (await r.json()) as Envelope
}

// decimal text as units of 1e-8 (the emulator prints at most 8 decimals)
const units = (text: string): bigint => {
  const [whole = "0", frac = ""] = text.split(".")
  const negative = whole.startsWith("-")
  const n = BigInt(whole.replace("-", "") || "0") * 100_000_000n + BigInt((frac + "00000000").slice(0, 8))
  return negative ? -n : n
}

type Command =
  | {
      readonly kind: "limit"
      readonly who: 0 | 1
      readonly side: "Buy" | "Sell"
      readonly qty: string
      readonly factor: number
    }
  | { readonly kind: "market"; readonly who: 0 | 1; readonly side: "Buy" | "Sell"; readonly qty: string }
  | { readonly kind: "cancel"; readonly who: 0 | 1; readonly index: number }
  | { readonly kind: "transfer"; readonly who: 0 | 1; readonly toFund: boolean; readonly amount: string }
  | { readonly kind: "garbage"; readonly who: 0 | 1; readonly body: string }

const who = fc.constantFrom<0 | 1>(0, 1)
const side = fc.constantFrom<"Buy" | "Sell">("Buy", "Sell")
// valid sizes weighted up so orders rest and fill as often as they are refused
const qty = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom("0.001", "0.010", "0.005") },
  { weight: 1, arbitrary: fc.constantFrom("0.0015", "0", "-1", "abc", "1e3", "99999999") }
)
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant("limit" as const), who, side, qty, factor: fc.constantFrom(0.9, 0.99, 1.01, 1.1) }),
  fc.record({ kind: fc.constant("market" as const), who, side, qty }),
  fc.record({ kind: fc.constant("cancel" as const), who, index: fc.nat(20) }),
  fc.record({
    kind: fc.constant("transfer" as const),
    who,
    toFund: fc.boolean(),
    amount: fc.constantFrom("1", "10.5", "0.00000001", "0", "-3", "abc", "1000000000")
  }),
  fc.record({ kind: fc.constant("garbage" as const), who, body: fc.string({ maxLength: 40 }) })
)

const FINISHED = new Set(["Filled", "Cancelled", "Rejected", "Deactivated", "PartiallyFilledCanceled"])

// what succeeded across all runs: the property must have exercised the happy paths, not only refusals
const stats = { placed: 0, cancelled: 0, transferred: 0, refused: 0 }

const run = async (h: Emulator.EmulatorHandle, keys: readonly [Key, Key], commands: ReadonlyArray<Command>) => {
  const placed: [Array<string>, Array<string>] = [[], []]
  const balance = (uid: string, type: "UNIFIED" | "FUND") =>
    h.admin.balances({ uid, accountType: type }).find((b) => b.coin === "USDT")?.walletBalance ?? "0"
  const usdt = (uid: string) => units(balance(uid, "UNIFIED")) + units(balance(uid, "FUND"))
  for (const c of commands) {
    const key = keys[c.who]
    const before = usdt(key.uid)
    const ticker = await fetch(`${h.rest}/v5/market/tickers?category=linear&symbol=BTCUSDT`)
    const last = Number(
      ((await ticker.json()) as { result: { list: Array<{ lastPrice: string }> } }).result.list[0]?.lastPrice
    )
    switch (c.kind) {
      case "limit":
      case "market": {
        const body = JSON.stringify({
          category: "linear",
          symbol: "BTCUSDT",
          side: c.side,
          orderType: c.kind === "limit" ? "Limit" : "Market",
          qty: c.qty,
          ...(c.kind === "limit" ? { price: (last * c.factor).toFixed(1) } : {})
        })
        const env = await post(h, key, "/v5/order/create", body)
        if (env.retCode === 0) {
          placed[c.who].push(String(env.result.orderId))
          stats.placed++
        } else stats.refused++
        break
      }
      case "cancel": {
        const id = placed[c.who][c.index % Math.max(1, placed[c.who].length)] ?? "missing"
        const body = JSON.stringify({ category: "linear", symbol: "BTCUSDT", orderId: id })
        if ((await post(h, key, "/v5/order/cancel", body)).retCode === 0) stats.cancelled++
        break
      }
      case "transfer": {
        const body = JSON.stringify({
          transferId: crypto.randomUUID(),
          coin: "USDT",
          amount: c.amount,
          fromAccountType: c.toFund ? "UNIFIED" : "FUND",
          toAccountType: c.toFund ? "FUND" : "UNIFIED"
        })
        if ((await post(h, key, "/v5/asset/transfer/inter-transfer", body)).retCode === 0) stats.transferred++
        // a transfer between one UID's own accounts moves funds, never makes or loses them
        expect(usdt(key.uid)).toBe(before)
        break
      }
      case "garbage": {
        const env = await post(h, key, "/v5/order/create", c.body)
        expect(env.retCode).not.toBe(0)
        break
      }
    }
    for (const k of keys) {
      for (const type of ["UNIFIED", "FUND"] as const) {
        for (const b of h.admin.balances({ uid: k.uid, accountType: type })) {
          expect(units(b.walletBalance), `${k.uid} ${type} ${b.coin}`).toBeGreaterThanOrEqual(0n)
        }
      }
      const open = (await get(h, k, "/v5/order/realtime", "category=linear&symbol=BTCUSDT&limit=50")).result
        .list as Array<{ orderId: string; orderStatus: string }>
      const ids = open.map((o) => o.orderId)
      expect(new Set(ids).size).toBe(ids.length)
      expect(open.filter((o) => FINISHED.has(o.orderStatus))).toEqual([])
      const history = (await get(h, k, "/v5/order/history", "category=linear&symbol=BTCUSDT&limit=50")).result
        .list as Array<{ orderId: string; orderStatus: string }>
      const finished = new Set(history.filter((o) => FINISHED.has(o.orderStatus)).map((o) => o.orderId))
      expect(ids.filter((id) => finished.has(id))).toEqual([])
    }
  }
}

describe("model", () => {
  it.effect(
    "random valid and invalid requests from two accounts keep balances, transfers and order states consistent",
    () =>
      Effect.gen(function* () {
        const h = yield* Emulator.make({ port: 0, seed: 47 })
        const master: Key = { apiKey: "MODEL-A", secret: "secret-a", uid: h.uid }
        h.admin.addApiKey({ ...master, isMaster: true, readOnly: false, permissions: everything, ips: [] })
        const sub = yield* Effect.promise(() =>
          post(h, master, "/v5/user/create-sub-member", JSON.stringify({ username: "model01", memberType: 1 }))
        )
        expect(sub.retCode, sub.retMsg).toBe(0)
        const other: Key = { apiKey: "MODEL-B", secret: "secret-b", uid: String(sub.result.uid) }
        h.admin.addApiKey({ ...other, isMaster: false, readOnly: false, permissions: everything, ips: [] })
        for (const k of [master, other]) {
          h.admin.setBalance("USDT", "50000", { uid: k.uid })
          h.admin.setBalance("USDT", "1000", { uid: k.uid, accountType: "FUND" })
        }
        // order entry is limited to 10/s per UID: lifted, the property is about state, not limits
        for (const k of [master, other]) {
          h.admin.rateLimits.setLimit(k.uid, "order/create", 1_000_000)
          h.admin.rateLimits.setLimit(k.uid, "order/cancel", 1_000_000)
          h.admin.rateLimits.setLimit(k.uid, "order/realtime", 1_000_000)
          h.admin.rateLimits.setLimit(k.uid, "order/history", 1_000_000)
        }
        yield* Effect.promise(() =>
          fc.assert(
            fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 16 }), (commands) =>
              run(h, [master, other], commands)
            ),
            { numRuns: 20, seed: 21 }
          )
        )
        expect(stats.placed).toBeGreaterThan(0)
        expect(stats.cancelled).toBeGreaterThan(0)
        expect(stats.transferred).toBeGreaterThan(0)
        expect(stats.refused).toBeGreaterThan(0)
      }),
    { timeout: 120_000 }
  )
})
