/**
 * Two credential sets in one process, through the peers: the master and a sub-account create state side by side
 * (concurrently, one through bybit-api and the other through ccxt, then the other way round) and each account's
 * reads list what it created and nothing of the other's.
 */
import * as Crypto from "node:crypto"
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Emulator from "../../../src/Emulator/Emulator.js"
import type { Clients, Ctx, Peer, Result, Row } from "./Peers.js"
import * as Peers from "./Peers.js"

/** What one account creates, how it reads its own, and the ids of both. */
interface Pair {
  readonly title: string
  readonly fund?: (h: Emulator.EmulatorHandle, uid: string) => void
  readonly create: Row
  readonly read: Row
  /** The id of what `create` made. */
  readonly created: (result: Result, params: Peers.Params) => string
  /** The ids a read lists. */
  readonly listed: (result: Result) => ReadonlyArray<string>
}

const ids =
  (name: string) =>
  (result: Result): ReadonlyArray<string> =>
    ((result.list ?? []) as ReadonlyArray<Result>).map((item) => String(item[name]))

const link = (ctx: Ctx, what: string) => `${ctx.peer === "bybit-api" ? "ba" : "cx"}-${what}-${ctx.vars.size}`

const pairs: ReadonlyArray<Pair> = [
  {
    title: "resting orders",
    create: Peers.row("POST /v5/order/create", "submitOrder", "privatePostV5OrderCreate", (ctx) => ({
      category: "linear",
      symbol: "BTCUSDT",
      side: "Buy",
      orderType: "Limit",
      qty: "0.01",
      price: String(Math.floor(Number(ctx.h.admin.book("linear", "BTCUSDT", 1)?.b[0]?.[0]) * 0.9)),
      orderLinkId: link(ctx, "two")
    })),
    read: Peers.row("GET /v5/order/realtime", "getActiveOrders", "privateGetV5OrderRealtime", {
      category: "linear",
      symbol: "BTCUSDT"
    }),
    created: (result) => Peers.field(result, "orderId"),
    listed: ids("orderId")
  },
  {
    title: "flexible savings",
    fund: (h, uid) => h.admin.setBalance("USDT", "5000", { uid, accountType: "FUND" }),
    create: Peers.row("POST /v5/earn/place-order", "submitStakeRedeem", "privatePostV5EarnPlaceOrder", (ctx) => ({
      category: "FlexibleSaving",
      orderType: "Stake",
      accountType: "FUND",
      amount: "1000",
      coin: "USDT",
      productId: "1",
      orderLinkId: link(ctx, "save")
    })),
    read: Peers.row("GET /v5/earn/order", "getEarnOrderHistory", "privateGetV5EarnOrder", {
      category: "FlexibleSaving"
    }),
    created: (result) => Peers.field(result, "orderId"),
    listed: ids("orderId")
  },
  {
    title: "crypto loans",
    fund: (h, uid) => h.admin.setBalance("BTC", "2", { uid, accountType: "FUND" }),
    create: Peers.row("POST /v5/crypto-loan/borrow", "borrowCryptoLoan", "privatePostV5CryptoLoanBorrow", {
      loanCurrency: "USDT",
      loanAmount: "1000",
      collateralCurrency: "BTC"
    }),
    read: Peers.row("GET /v5/crypto-loan/ongoing-orders", "getUnpaidLoanOrders", "privateGetV5CryptoLoanOngoingOrders"),
    created: (result) => Peers.field(result, "orderId"),
    listed: ids("orderId")
  },
  {
    title: "transfers between an account's own wallets",
    create: Peers.row(
      "POST /v5/asset/transfer/inter-transfer",
      "createInternalTransfer",
      "privatePostV5AssetTransferInterTransfer",
      () => ({
        transferId: Crypto.randomUUID(),
        coin: "USDT",
        amount: "10",
        fromAccountType: "UNIFIED",
        toAccountType: "FUND"
      }),
      { args: (p) => [p.transferId, p.coin, p.amount, p.fromAccountType, p.toAccountType] }
    ),
    read: Peers.row(
      "GET /v5/asset/transfer/query-inter-transfer-list",
      "getInternalTransferRecords",
      "privateGetV5AssetTransferQueryInterTransferList"
    ),
    created: (_result, params) => String(params.transferId),
    listed: ids("transferId")
  }
]

/** Creates through both accounts at once, then reads through both at once; each account's ids and reads. */
const sideBySide = async (
  pair: Pair,
  accounts: ReadonlyArray<{ readonly clients: Clients; readonly peer: Peer; readonly ctx: Ctx }>
) => {
  const made = await Promise.all(
    accounts.map(async ({ clients, peer, ctx }) => {
      const params = Peers.paramsOf(pair.create, ctx)
      Peers.checkParams(pair.create, params)
      return pair.created(await Peers.send(clients, peer, pair.create, params), params)
    })
  )
  const seen = await Promise.all(
    accounts.map(async ({ clients, peer, ctx }) =>
      pair.listed(await Peers.send(clients, peer, pair.read, Peers.paramsOf(pair.read, ctx)))
    )
  )
  return { made, seen }
}

describe("peers with two credential sets", () => {
  it.live(
    "the master and a sub-account create side by side, and each sees only its own orders, savings, loans and transfers",
    () =>
      Effect.gen(function* () {
        const h = yield* Emulator.make({ port: 0, seed: 2109 })
        const { master, sub, subUid } = yield* Peers.withSub(h)
        for (const pair of pairs) {
          for (const [masterPeer, subPeer] of [
            ["bybit-api", "ccxt"],
            ["ccxt", "bybit-api"]
          ] as const) {
            pair.fund?.(h, h.uid)
            pair.fund?.(h, subUid)
            const ctxOf = (peer: Peer, clients: Clients): Ctx => ({ h, subUid, peer, vars: new Map(), clients })
            const { made, seen } = yield* Effect.promise(() =>
              sideBySide(pair, [
                { clients: master, peer: masterPeer, ctx: ctxOf(masterPeer, master) },
                { clients: sub, peer: subPeer, ctx: ctxOf(subPeer, sub) }
              ])
            )
            const [mine = "", theirs = ""] = made
            const [masterSees = [], subSees = []] = seen
            // each lists its own, neither the other's
            expect([
              pair.title,
              masterPeer,
              masterSees.includes(mine),
              subSees.includes(theirs),
              masterSees.includes(theirs),
              subSees.includes(mine)
            ]).toEqual([pair.title, masterPeer, true, true, false, false])
          }
        }
        // the wallets too: each key reads its own balance
        h.admin.setBalance("USDT", "1234", { accountType: "FUND" })
        h.admin.setBalance("USDT", "4321", { uid: subUid, accountType: "FUND" })
        const balance = Peers.row(
          "GET /v5/asset/transfer/query-account-coin-balance",
          "getCoinBalance",
          "privateGetV5AssetTransferQueryAccountCoinBalance",
          { accountType: "FUND", coin: "USDT" }
        )
        const read = (clients: Clients, peer: Peer) =>
          Effect.promise(() => Peers.send(clients, peer, balance, { accountType: "FUND", coin: "USDT" }))
        const [a, b] = yield* Effect.all([read(master, "ccxt"), read(sub, "bybit-api")], { concurrency: 2 })
        const walletOf = (r: Result | undefined) => (r?.balance as Result | undefined)?.walletBalance
        expect([walletOf(a), walletOf(b)]).toEqual(["1234", "4321"])
      }),
    60_000
  )
})
