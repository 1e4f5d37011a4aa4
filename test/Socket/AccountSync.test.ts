import { describe, expect, it } from "@effect/vitest"
import * as fc from "fast-check"
import * as Decimal from "../../src/Schema/Decimal.js"
import * as AccountState from "../../src/Socket/AccountState.js"
import { AccountSync, type Message } from "../../src/Socket/AccountSync.js"

// The account stream's state between pushes, against what AccountState's module docs promise:
// - while syncing (from a drop until the REST read that follows is merged) no push changes the state;
// - the REST read replaces the state, then every push received since the drop is applied on top, in arrival order,
//   except wallet pushes received before the wallet read was sent;
// - only selected instruments are kept; a push for an instrument whose coins are unknown waits for the lookup.

const symbols = ["BTCUSDT", "ETHUSDT", "BTCUSDC", "SOLUSDT"] as const
// what a lookup finds: settle coins (SOLUSDT is not listed)
const listed: Record<string, { settleCoin: string; baseCoin: string } | null> = {
  BTCUSDT: { settleCoin: "USDT", baseCoin: "BTC" },
  ETHUSDT: { settleCoin: "USDT", baseCoin: "ETH" },
  BTCUSDC: { settleCoin: "USDC", baseCoin: "BTC" },
  SOLUSDT: null
}
const selections: ReadonlyArray<AccountState.Selection> = [
  { category: "linear", settleCoin: "USDT" },
  { category: "spot", symbol: "BTCUSDT" }
]
const isSelected = (category: string, symbol: string) =>
  category === "spot" ? symbol === "BTCUSDT" : category === "linear" && listed[symbol]?.settleCoin === "USDT"

const order = (
  orderId: string,
  category: string,
  symbol: string,
  orderStatus: string,
  updatedTime: number
): AccountState.Order => ({
  category,
  orderId,
  orderLinkId: "",
  symbol,
  side: "Buy",
  orderType: "Limit",
  orderStatus,
  price: Decimal.make("100"),
  qty: Decimal.make("1"),
  createdTime: "1",
  updatedTime: String(updatedTime)
})

const wallet = (balance: string): AccountState.Wallet => ({
  accountType: "UNIFIED",
  totalEquity: Decimal.make(balance),
  coin: [{ coin: "USDT", walletBalance: Decimal.make(balance) }]
})

type Op =
  | {
      readonly _tag: "order"
      readonly id: number
      readonly category: string
      readonly symbol: string
      readonly status: string
    }
  | { readonly _tag: "wallet"; readonly balance: number }
  | { readonly _tag: "deliver" }
  | { readonly _tag: "drop" }
  | { readonly _tag: "walletRead" }
  | { readonly _tag: "merge" }

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      _tag: fc.constant("order" as const),
      id: fc.integer({ min: 0, max: 5 }),
      category: fc.constantFrom("linear", "spot", "option"),
      symbol: fc.constantFrom(...symbols),
      status: fc.constantFrom("New", "PartiallyFilled", "Filled", "Cancelled")
    })
  },
  {
    weight: 2,
    arbitrary: fc.record({ _tag: fc.constant("wallet" as const), balance: fc.integer({ min: 0, max: 99 }) })
  },
  { weight: 3, arbitrary: fc.constant({ _tag: "deliver" as const }) },
  { weight: 1, arbitrary: fc.constant({ _tag: "drop" as const }) },
  { weight: 2, arbitrary: fc.constant({ _tag: "walletRead" as const }) },
  { weight: 2, arbitrary: fc.constant({ _tag: "merge" as const }) }
)

const figures = (state: AccountState.State | undefined) =>
  state === undefined
    ? undefined
    : {
        orders: state.orders.map((o) => [o.orderId, o.orderStatus, o.updatedTime]),
        wallet: state.wallet._tag === "Some" ? String(state.wallet.value.totalEquity) : undefined
      }

// Runs the ops on an AccountSync the way the stream's fold does (a reconcile: its wallet request leaves, then the REST
// read is merged, the held pushes' instruments looked up, and the state is live unless the socket dropped since the
// reconcile started), and alongside a reference built from the promises above, which decides on its own which
// pushes wait: while syncing, behind an earlier waiting push, or for an instrument not looked up yet. Wallet changes
// reach the client late (`deliver`), so a REST read can be newer than pushes still on their way.
const runScenario = (ops: ReadonlyArray<Op>) => {
  const sync = new AccountSync(new AccountState.Ledger("UNIFIED"), selections)
  const reference = new AccountState.Ledger("UNIFIED")
  let referenceLive = false
  const known = new Set<string>()
  let waiting: Array<{ readonly arrival: number; readonly message: Message }> = []
  let arrivals = 0
  let time = 0
  let walletSentAt: number | undefined
  let started: number | undefined
  let dropped = 0
  const restOrders = new Map<string, AccountState.Order>()
  let exchangeWallet: AccountState.Wallet | undefined
  let readWallet: AccountState.Wallet | undefined
  const inFlight: Array<AccountState.Wallet> = []
  const needsLookup = (message: Message) =>
    message._tag === "order" && message.data.some((o) => o.category === "linear" && !known.has(o.symbol))
  const feed = (ledger: AccountState.Ledger, message: Message) => {
    if (message._tag === "wallet") for (const w of message.data) ledger.applyWallet(w)
    else
      for (const o of message.data as ReadonlyArray<AccountState.Order>) {
        if (isSelected(o.category, o.symbol)) ledger.applyOrder(o)
      }
  }
  const receive = (message: Message) => {
    arrivals++
    const syncing = sync.status === "syncing"
    const before = figures(sync.view())
    const outcome = sync.push(message)
    if (syncing) {
      // while syncing no push changes the state
      expect(outcome).toBe("held")
      expect(figures(sync.view())).toEqual(before)
    }
    if (!referenceLive || waiting.length > 0 || needsLookup(message)) {
      expect(outcome).toBe("held")
      waiting.push({ arrival: arrivals, message })
    } else {
      expect(outcome).not.toBe("held")
      feed(reference, message)
    }
  }
  for (const op of ops) {
    switch (op._tag) {
      case "order": {
        time++
        const update = order(`o${op.id}`, op.category, op.symbol, op.status, time)
        if (isSelected(op.category, op.symbol)) restOrders.set(`o${op.id}`, update)
        receive({ _tag: "order", data: [update] })
        break
      }
      case "wallet": {
        exchangeWallet = wallet(String(op.balance))
        inFlight.push(exchangeWallet)
        break
      }
      case "deliver": {
        const next = inFlight.shift()
        if (next !== undefined) receive({ _tag: "wallet", data: [next] })
        break
      }
      case "drop": {
        sync.lost()
        referenceLive = false
        dropped++
        expect(sync.status).toBe("syncing")
        break
      }
      case "walletRead": {
        // a reconcile starts; its wallet request leaves now and reads the exchange's wallet as it is
        started = dropped
        walletSentAt = arrivals
        readWallet = exchangeWallet
        break
      }
      case "merge": {
        if (walletSentAt === undefined || started === undefined) break
        const open = [...restOrders.values()].filter((o) => !AccountState.closedStatuses.has(o.orderStatus))
        sync.ledger.reset(open, [], readWallet)
        reference.reset(open, [], readWallet)
        sync.reconciles++
        for (let next = sync.missing(); next !== undefined; next = sync.missing()) {
          sync.learn(next, listed[next.symbol] ?? null)
        }
        for (const { message } of waiting) {
          if (message._tag !== "order") continue
          // the coin selection covers linear only: those are the instruments looked up
          for (const o of message.data) if (o.category === "linear") known.add(o.symbol)
        }
        if (started === dropped) {
          // live: the REST state, then every waiting push in arrival order, except wallet pushes received before
          // the wallet read left (the read is at least as new)
          sync.status = "live"
          referenceLive = true
          sync.drain(walletSentAt)
          for (const { arrival, message } of waiting) {
            if (message._tag === "wallet" && arrival <= walletSentAt) continue
            feed(reference, message)
          }
          waiting = []
        }
        walletSentAt = undefined
        started = undefined
        break
      }
    }
    const view = sync.view()
    if (view === undefined) continue
    // only selected instruments are ever kept
    for (const o of view.orders) expect(isSelected(o.category, o.symbol)).toBe(true)
    expect(view.status).toBe(referenceLive ? "live" : "syncing")
    if (view.status === "live") expect(figures(view)).toEqual(figures(reference.view("live", sync.reconciles)))
  }
}

describe("AccountSync: the account stream's state between pushes", () => {
  it("holds pushes while syncing, applies them on top of the REST read in arrival order, keeps only selections", () => {
    fc.assert(
      fc.property(fc.array(opArb, { minLength: 1, maxLength: 120, size: "medium" }), (ops) => {
        runScenario(ops)
      }),
      { numRuns: 600 }
    )
  })

  it("a push for an instrument whose coins are unknown waits for the lookup, then counts or not by its coins", () => {
    const sync = new AccountSync(new AccountState.Ledger("UNIFIED"), selections)
    sync.ledger.reset([], [], undefined)
    sync.reconciles++
    sync.status = "live"
    expect(sync.push({ _tag: "order", data: [order("a", "linear", "SOLUSDT", "New", 1)] })).toBe("held")
    expect(sync.push({ _tag: "order", data: [order("b", "linear", "ETHUSDT", "New", 2)] })).toBe("held")
    expect(sync.missing()).toMatchObject({ category: "linear", symbol: "SOLUSDT" })
    sync.learn({ category: "linear", symbol: "SOLUSDT" }, null)
    expect(sync.missing()).toMatchObject({ category: "linear", symbol: "ETHUSDT" })
    sync.learn({ category: "linear", symbol: "ETHUSDT" }, { settleCoin: "USDT", baseCoin: "ETH" })
    expect(sync.missing()).toBeUndefined()
    expect(sync.drain(0)).toBe(true)
    expect(sync.view()?.orders.map((o) => o.orderId)).toEqual(["b"])
    // known now: applied at once
    expect(sync.push({ _tag: "order", data: [order("b", "linear", "ETHUSDT", "Filled", 3)] })).toBe(true)
    expect(sync.view()?.orders).toEqual([])
  })

  it("a drop ends a live state and a read that started before it cannot make the state live", () => {
    const sync = new AccountSync(new AccountState.Ledger("UNIFIED"), selections)
    expect(sync.view()).toBeUndefined()
    expect(sync.lost()).toBe(false)
    sync.reconciles++
    sync.status = "live"
    const started = sync.epoch
    expect(sync.lost()).toBe(true)
    expect(sync.status).toBe("syncing")
    expect(sync.epoch).not.toBe(started)
    expect(sync.view()?.status).toBe("syncing")
  })
})
