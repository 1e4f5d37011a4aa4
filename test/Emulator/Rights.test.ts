import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import type * as Emulator from "../../src/Emulator/Emulator.js"
import type { Category } from "../../src/Emulator/market/Instruments.js"
import * as Rights from "../../src/Emulator/wire/Rights.js"
import * as Harness from "../support/Harness.js"
import { type Key, legacyPost, privateLogin, restPost, spotV1Private, tradeLogin, tradeOp } from "./Doors.js"
import type { Message } from "./WsClient.js"

// One check of rights on every door: a read-only key, a key with only Wallet permissions and a key bound to another
// IP (the test connects from 127.0.0.1) are refused with each door's code, in its shape; a full key of the same
// account is let in. The keys are described like any user's (`accounts`: readOnly, permissions by group, ips).

const FULL: Key = { apiKey: "RightsFullKey00001", secret: "rights-full-secret-0000000000000001" }
const READ_ONLY: Key = { apiKey: "RightsReadOnly0001", secret: "rights-read-secret-0000000000000001" }
const WALLET: Key = { apiKey: "RightsWalletKey001", secret: "rights-wallet-secret-00000000000001" }
const ELSEWHERE: Key = { apiKey: "RightsElsewhere001", secret: "rights-elsewhere-secret-0000000001" }
const REBOUND: Key = { apiKey: "RightsRebound00001", secret: "rights-rebound-secret-000000000001" }
const UID = "10000001"

const options: Harness.EmulatorOptions = {
  seed: 5,
  accounts: {
    users: [
      {
        uid: UID,
        apiKeys: [
          FULL,
          { ...READ_ONLY, readOnly: true },
          { ...WALLET, permissions: { Wallet: ["AccountTransfer", "SubMemberTransfer", "Withdraw"] } },
          { ...ELSEWHERE, ips: ["10.9.8.7"] },
          REBOUND
        ],
        balances: { UNIFIED: { USDT: "1000000" } }
      }
    ]
  }
}

const denied = (door: Rights.Door) => Rights.messages[door].permission
const unmatched = (door: Rights.Door) => Rights.messages[door].unmatchedIp

const market = { category: "linear", symbol: "BTCUSDT", side: "Buy", orderType: "Market", qty: "0.01" }

/** A bid 20 ticks under the best bid: it rests. */
const restingBid = (h: Emulator.EmulatorHandle): string => {
  const instrument = h.admin.exchange.instrument("linear", "BTCUSDT")
  const best = Number(h.admin.book("linear", "BTCUSDT", 1)?.b[0]?.[0])
  if (instrument === undefined || !Number.isFinite(best)) throw new Error("no BTCUSDT book")
  const tick = Number(instrument.tickSize)
  return ((Math.round(best / tick) - 20) * tick).toFixed(instrument.priceDecimals)
}

/** Every order the account ever had (open, filled or cancelled), as the matching engine holds them. */
const ordersAtServer = (h: Emulator.EmulatorHandle) =>
  (["spot", "linear", "inverse", "option"] as const satisfies ReadonlyArray<Category>).flatMap((category) =>
    h.admin.exchange.engine.orders({ accountId: UID, category, openOnly: false })
  )

/** Places a resting limit bid with the full key: its order id. */
const rest = (h: Emulator.EmulatorHandle) =>
  Effect.gen(function* () {
    const placed = yield* restPost(h, FULL, "/v5/order/create", {
      category: "linear",
      symbol: "BTCUSDT",
      side: "Buy",
      orderType: "Limit",
      qty: "0.01",
      price: restingBid(h)
    })
    expect(placed.retCode).toBe(0)
    return String((placed.result as Message).orderId)
  })

/** The six order ops over `/v5/trade`, on a resting order of the account. */
const ops = (orderId: string): ReadonlyArray<readonly [string, ReadonlyArray<object>]> => [
  ["order.create", [market]],
  ["order.create-batch", [{ category: "linear", request: [{ ...market, category: undefined }] }]],
  ["order.amend", [{ category: "linear", symbol: "BTCUSDT", orderId, qty: "0.02" }]],
  ["order.amend-batch", [{ category: "linear", request: [{ symbol: "BTCUSDT", orderId, qty: "0.02" }] }]],
  ["order.cancel", [{ category: "linear", symbol: "BTCUSDT", orderId }]],
  ["order.cancel-batch", [{ category: "linear", request: [{ symbol: "BTCUSDT", orderId }] }]]
]

describe("Rights: one check for every door", () => {
  it.live("REST order create: read-only and Wallet-only 10005, bound elsewhere 10010; the full key places it", () =>
    Effect.gen(function* () {
      const h = yield* Harness.start(options)
      for (const key of [READ_ONLY, WALLET]) {
        expect(yield* restPost(h, key, "/v5/order/create", market)).toMatchObject({
          retCode: 10005,
          retMsg: denied("rest")
        })
      }
      expect(yield* restPost(h, ELSEWHERE, "/v5/order/create", market)).toMatchObject({
        retCode: 10010,
        retMsg: unmatched("rest")
      })
      expect(ordersAtServer(h)).toHaveLength(0)
      expect((yield* restPost(h, FULL, "/v5/order/create", market)).retCode).toBe(0)
      expect(ordersAtServer(h)).toHaveLength(1)
    })
  )

  it.live("WS trade: read-only and Wallet-only keys log in, and every op is 10005; no order is placed or changed", () =>
    Effect.gen(function* () {
      const h = yield* Harness.start(options)
      const orderId = yield* rest(h)
      const before = ordersAtServer(h)
      expect(before).toHaveLength(1)
      for (const key of [READ_ONLY, WALLET]) {
        const { auth, client } = yield* tradeLogin(h, key)
        expect(auth).toMatchObject({ retCode: 0, retMsg: "OK" })
        for (const [op, args] of ops(orderId)) {
          const answer = yield* tradeOp(h, client, op, args)
          // the exchange's own refusal on this door: no header, no data
          expect(answer).toEqual({
            reqId: answer.reqId,
            retCode: 10005,
            retMsg: denied("trade"),
            op,
            connId: answer.connId
          })
        }
      }
      // counted at the server: the one resting order, unchanged and still open; nothing else
      expect(ordersAtServer(h)).toEqual(before)
      expect(before[0]).toMatchObject({ orderId, qty: "0.010", orderStatus: "New" })
    })
  )

  it.live("WS trade: a key bound to another IP is refused at auth with 10010, and its ops then need auth", () =>
    Effect.gen(function* () {
      const h = yield* Harness.start(options)
      const { auth, client } = yield* tradeLogin(h, ELSEWHERE)
      expect(auth).toEqual({
        reqId: undefined,
        retCode: 10010,
        retMsg: unmatched("trade"),
        op: "auth",
        connId: auth.connId
      })
      const answer = yield* tradeOp(h, client, "order.create", [market])
      expect(answer).toMatchObject({ retCode: 10003, retMsg: "Please do auth first" })
      expect(ordersAtServer(h)).toHaveLength(0)
    })
  )

  it.live("WS trade: the full key's six ops go through; once its IPs are rebound elsewhere, its next op is 10010", () =>
    Effect.gen(function* () {
      const h = yield* Harness.start(options)
      const orderId = yield* rest(h)
      const { auth, client } = yield* tradeLogin(h, REBOUND)
      expect(auth.retCode).toBe(0)
      for (const [op, args] of ops(orderId)) {
        const answer = yield* tradeOp(h, client, op, args)
        expect(answer).toMatchObject({ op, retCode: 0, retMsg: "OK" })
      }
      // the key binds itself to another IP; the connection stays open, its next op asks the rights again
      const rebound = yield* restPost(h, REBOUND, "/v5/user/update-api", { ips: "10.9.8.7" })
      expect(rebound.retCode).toBe(0)
      const before = ordersAtServer(h)
      const refused = yield* tradeOp(h, client, "order.create", [market])
      expect(refused).toMatchObject({ retCode: 10010, retMsg: unmatched("trade"), op: "order.create" })
      expect(ordersAtServer(h)).toEqual(before)
    })
  )

  it.live(
    "private login: a key bound to another IP is refused; read-only and Wallet-only keys read their streams",
    () =>
      Effect.gen(function* () {
        const h = yield* Harness.start(options)
        const refused = yield* privateLogin(h, ELSEWHERE)
        expect(refused).toEqual({ success: false, ret_msg: unmatched("private"), op: "auth", conn_id: refused.conn_id })
        for (const key of [FULL, READ_ONLY, WALLET]) {
          expect(yield* privateLogin(h, key)).toMatchObject({ success: true, ret_msg: "" })
        }
      })
  )

  it.live("older paths: linear v2 order create in its envelope, and the spot v1 private upgrade", () =>
    Effect.gen(function* () {
      const h = yield* Harness.start(options)
      const order = {
        symbol: "BTCUSDT",
        side: "Buy",
        order_type: "Market",
        qty: "0.01",
        time_in_force: "GoodTillCancel",
        reduce_only: "false",
        close_on_trigger: "false"
      }
      for (const key of [READ_ONLY, WALLET]) {
        expect(yield* legacyPost(h, key, "/private/linear/order/create", order)).toMatchObject({
          ret_code: 10005,
          ret_msg: denied("legacy")
        })
      }
      expect(yield* legacyPost(h, ELSEWHERE, "/private/linear/order/create", order)).toMatchObject({
        ret_code: 10010,
        ret_msg: unmatched("legacy")
      })
      expect(ordersAtServer(h)).toHaveLength(0)
      expect(yield* legacyPost(h, FULL, "/private/linear/order/create", order)).toMatchObject({ ret_code: 0 })
      expect(ordersAtServer(h)).toHaveLength(1)

      // spot v1's private socket reads the wallet: a read-only key opens it, a key bound elsewhere gets its 401
      expect(yield* spotV1Private(h, ELSEWHERE)).toBe(401)
      expect(yield* spotV1Private(h, READ_ONLY)).toBe(101)
      expect(yield* spotV1Private(h, FULL)).toBe(101)
    })
  )
})
