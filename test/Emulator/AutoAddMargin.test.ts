/**
 * Auto-add margin of isolated positions (`/v5/position/set-auto-add-margin`). The rule over a port, with fast-check
 * over random mark paths: margin moves from the available balance into the position only at the liquidation
 * threshold, each addition at most the position's initial margin, never past 1×; what the balance and the margins
 * hold together is conserved except for what liquidations lose; a position with the flag on is liquidated only when
 * the balance is spent or it is at 1×; with the flag off nothing is added. Then through the library's client on
 * TestClock, two accounts holding opposite isolated 100× positions on the seeded walk: with enough balance the
 * losing side is topped up (by its initial margin, its liquidation price moved away, the pushes and the wallet
 * showing it) and stays open; with too little it is liquidated as before; a cross account is refused the flag.
 */
import { describe, expect, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Stream from "effect/Stream"
import * as TestClock from "effect/testing/TestClock"
import * as fc from "fast-check"
import * as AutoAddMargin from "../../src/Emulator/AutoAddMargin.js"
import type { Held, Priced } from "../../src/Emulator/LiqPrice.js"
import * as Account from "../../src/Http/v5/Account.js"
import * as Execution from "../../src/Http/v5/Execution.js"
import * as Market from "../../src/Http/v5/Market.js"
import * as Position from "../../src/Http/v5/Position.js"
import * as Trade from "../../src/Http/v5/Trade.js"
import * as Topics from "../../src/Socket/Topics.js"
import { settling, type TwoAccounts, withTwoAccounts } from "../support/TwoAccounts.js"
import { waitFor } from "../support/WaitFor.js"
import * as SteppedClock from "./SteppedClock.js"

// ---------------------------------------------------------------------------------------------------------------
// the rule over a port

const USDT: Priced = {
  category: "linear",
  settleCoin: "USDT",
  priceDecimals: 2,
  qtyDecimals: 3,
  tickUnits: 1,
  minPrice: "0.01",
  maxPrice: "1000000"
} as unknown as Priced

/** A position of one unit of size: its value is its entry price. */
interface Fake extends Held {
  readonly entry: bigint
  readonly leverage: bigint
  readonly on: boolean
  added: bigint
  open: boolean
}

/** One account's cash (its wallet balance) and positions on a mark the test moves; MM is 0.5% of the value. */
const book = (cash: bigint, positions: ReadonlyArray<Fake>) => {
  const state = { cash, mark: 0n, lost: 0n }
  const margin = (p: Fake) => p.value / p.leverage + p.added
  const hooks: AutoAddMargin.AutoAddMarginHooks<Fake> = {
    positions: () => positions.filter((p) => p.open),
    isolated: () => true,
    on: (p) => p.on,
    margin,
    maintenance: (p) => p.value / 200n,
    unrealised: (p) => (p.side === "Buy" ? state.mark - p.entry : p.entry - state.mark),
    initial: (p) => p.value / p.leverage,
    available: () => state.cash - positions.filter((p) => p.open).reduce((s, p) => s + margin(p), 0n),
    add: (p, amount) => {
      p.added += amount
    }
  }
  /** A step: the rule, then liquidation at the bankruptcy price (the position's margin is lost). */
  const step = (mark: bigint) => {
    state.mark = mark
    const added = AutoAddMargin.scan(hooks, 0)
    const liquidated: Array<Fake> = []
    for (const p of hooks.positions()) {
      if (!AutoAddMargin.atThreshold(hooks, p, 0)) continue
      const lost = margin(p)
      state.cash -= lost
      state.lost += lost
      p.open = false
      liquidated.push(p)
    }
    return { added, liquidated }
  }
  return { state, hooks, step, margin }
}

const fakes = fc.array(
  fc.record({
    side: fc.constantFrom("Buy", "Sell"),
    leverage: fc.constantFrom(1n, 2n, 10n, 25n, 100n),
    on: fc.boolean()
  }),
  { minLength: 1, maxLength: 3 }
)

describe("the auto-add-margin rule", () => {
  it("over random mark paths: margin + available balance is conserved but for liquidations, and only a spent or 1× position is liquidated", () => {
    fc.assert(
      fc.property(
        fakes,
        fc.bigInt({ min: 0n, max: 20_000n }),
        fc.array(fc.integer({ min: -300, max: 300 }), { minLength: 1, maxLength: 40 }),
        (specs, extra, moves) => {
          const entry = 10_000n
          const positions: Array<Fake> = specs.map((s) => ({
            uid: "u",
            instrument: USDT,
            side: s.side,
            size: 1n,
            value: entry,
            entry,
            leverage: s.leverage,
            on: s.on,
            added: 0n,
            open: true
          }))
          const initial = positions.reduce((s, p) => s + p.value / p.leverage, 0n)
          const b = book(initial + extra, positions)
          let mark = entry
          for (const move of moves) {
            mark = mark + BigInt(move) * 10n
            if (mark < 1n) mark = 1n
            const before = b.hooks.available("u", "USDT", 0)
            const { added, liquidated } = b.step(mark)
            // what was added left the available balance, no more and no less (a liquidation takes the margin and the
            // cash alike); the wallet's cash moved only by losses
            const sum = added.reduce((s, a) => s + a.amount, 0n)
            const open = b.hooks.positions().reduce((s, p) => s + b.margin(p), 0n)
            expect(b.state.cash).toBe(initial + extra - b.state.lost)
            expect(b.hooks.available("u", "USDT", 0) + open).toBe(b.state.cash)
            expect(b.hooks.available("u", "USDT", 0)).toBe(before - sum)
            for (const a of added) {
              expect(a.position.on).toBe(true)
              expect(a.amount > 0n && a.amount <= a.position.value / a.position.leverage).toBe(true)
              // never past 1×
              expect(b.margin(a.position) <= a.position.value).toBe(true)
            }
            // a position with the flag on is liquidated only when the balance is spent or it is at 1×
            for (const p of liquidated) {
              if (!p.on) continue
              expect(b.hooks.available("u", "USDT", 0) <= 0n || b.margin(p) >= p.value).toBe(true)
            }
          }
        }
      ),
      { numRuns: 300 }
    )
  })

  it("adds the initial margin each time at the threshold, then all that is left, then lets it go", () => {
    const p: Fake = {
      uid: "u",
      instrument: USDT,
      side: "Buy",
      size: 1n,
      value: 10_000n,
      entry: 10_000n,
      leverage: 10n,
      on: true,
      added: 0n,
      open: true
    }
    // 1,000 initial margin, 1,500 more in the wallet
    const b = book(2_500n, [p])
    expect(b.step(9_500n).added).toEqual([])
    // at 9,050 the margin (1,000) less the loss (950) is the maintenance margin (50): one addition of 1,000
    expect(b.step(9_050n).added.map((a) => a.amount)).toEqual([1_000n])
    // at 8,050 again: 500 is all that is left
    expect(b.step(8_050n).added.map((a) => a.amount)).toEqual([500n])
    const last = b.step(7_550n)
    expect(last.added).toEqual([])
    expect(last.liquidated).toEqual([p])
  })

  it("adds nothing with the flag off, and nothing past 1×", () => {
    const off: Fake = {
      uid: "u",
      instrument: USDT,
      side: "Sell",
      size: 1n,
      value: 10_000n,
      entry: 10_000n,
      leverage: 2n,
      on: false,
      added: 0n,
      open: true
    }
    expect(book(100_000n, [off]).step(14_950n)).toEqual({ added: [], liquidated: [off] })
    const one = { ...off, leverage: 1n, on: true, open: true }
    expect(book(100_000n, [one]).step(19_950n)).toEqual({ added: [], liquidated: [one] })
  })
})

// ---------------------------------------------------------------------------------------------------------------
// through the client

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0)
const BTC = { category: "linear", symbol: "BTCUSDT" } as const
const isolated100 = { ...BTC, tradeMode: 1, buyLeverage: "100", sellLeverage: "100" } as const

/** A quantity worth about `usdt` at the last price, on the 0.001 step. */
const qtyWorth = (usdt: number) =>
  Effect.map(Market.getTickers(BTC), (r) => {
    const last = Number((r.list[0] as { readonly lastPrice: string }).lastPrice)
    return (Math.round((usdt / last) * 1000) / 1000).toFixed(3)
  })

const positionOf = Effect.map(Position.getPositionInfo(BTC), (r) => r.list[0])
const usdtOf = Effect.map(Account.getWalletBalance({ accountType: "UNIFIED", coin: "USDT" }), (r) =>
  r.list[0]?.coin.find((c) => c.coin === "USDT")
)

/**
 * Opposite isolated 100× positions worth about `usdt`, the master's long and the sub's short, both with auto-add
 * margin on: their quantity.
 */
const openOpposite = ({ asSub }: Pick<TwoAccounts, "asSub">, usdt: number) =>
  Effect.gen(function* () {
    yield* Position.switchIsolatedMargin(isolated100)
    yield* asSub(Position.switchIsolatedMargin(isolated100))
    const qty = yield* qtyWorth(usdt)
    yield* Trade.submitOrder({ ...BTC, side: "Buy", orderType: "Market", qty })
    yield* asSub(Trade.submitOrder({ ...BTC, side: "Sell", orderType: "Market", qty }))
    yield* Position.setAutoAddMargin({ ...BTC, autoAddMargin: 1 })
    yield* asSub(Position.setAutoAddMargin({ ...BTC, autoAddMargin: 1 }))
    return qty
  })

describe("auto-add margin on the emulator", () => {
  it.effect(
    "with enough balance the losing side is topped up by its initial margin and stays open",
    () =>
      Effect.gen(function* () {
        yield* TestClock.setTime(NOW)
        yield* withTwoAccounts(
          ({ emulator, subUid, asSub }) =>
            Effect.gen(function* () {
              emulator.admin.setBalance("USDT", "2000")
              emulator.admin.setBalance("USDT", "2000", { uid: subUid })
              const pushed = { master: [] as Array<string>, sub: [] as Array<string> }
              const watch = (who: "master" | "sub") =>
                Stream.runForEach(Topics.subscribe(Topics.position("linear")), (m) =>
                  Effect.sync(() => {
                    for (const p of m.data) if (Number(p.size) > 0) pushed[who].push(p.positionIM ?? "")
                  })
                )
              const wallets = { master: [] as Array<string>, sub: [] as Array<string> }
              const watchWallet = (who: "master" | "sub") =>
                Stream.runForEach(Topics.subscribe(Topics.wallet), (m) =>
                  Effect.sync(() => {
                    for (const a of m.data)
                      for (const c of a.coin) if (c.coin === "USDT") wallets[who].push(c.totalPositionIM ?? "")
                  })
                )
              const fibers = yield* Effect.forEach(
                [watch("master"), asSub(watch("sub")), watchWallet("master"), asSub(watchWallet("sub"))],
                (e) => Effect.forkChild(e)
              )
              yield* waitFor(
                () =>
                  emulator.admin.openSockets().filter((s) => s.path === "/v5/private" && s.topics.length >= 2)
                    .length === 2,
                "both accounts' position and wallet topics",
                settling
              )
              const qty = yield* openOpposite({ asSub }, 5000)
              const opened = { master: yield* positionOf, sub: yield* asSub(positionOf) }
              expect(opened.master?.autoAddMargin).toBe(1)
              const im = Number(opened.master?.positionIM)

              // the walk in 1-hour steps until one side's margin has grown; neither is liquidated
              let grown: "master" | "sub" | undefined
              for (let step = 0; step < 3 * 24 && grown === undefined; step++) {
                yield* SteppedClock.adjust("1 hour", "15 seconds")
                const now = { master: yield* positionOf, sub: yield* asSub(positionOf) }
                expect([now.master?.size, now.sub?.size]).toEqual([qty, qty])
                if (Number(now.master?.positionIM) > im * 1.5) grown = "master"
                if (Number(now.sub?.positionIM) > Number(opened.sub?.positionIM) * 1.5) grown = "sub"
              }
              if (grown === undefined) return yield* Effect.die(new Error("no top-up in three days of the walk"))
              const as = <A, E, R>(e: Effect.Effect<A, E, R>) => (grown === "sub" ? asSub(e) : e)
              const before = opened[grown]
              const after = yield* as(positionOf)
              const wallet = yield* as(usdtOf)
              // the additions are whole initial margins (the entry value over 100): 2×, 3×, … the margin opened with
              const was = Number(before?.positionIM)
              const ratio = Number(after?.positionIM) / was
              expect(Math.abs(ratio - Math.round(ratio))).toBeLessThan(0.01)
              expect(Number(after?.positionBalance)).toBe(Number(after?.positionIM))
              // the liquidation price moved away from the mark
              const long = grown === "master"
              const liq = { before: Number(before?.liqPrice), after: Number(after?.liqPrice) }
              expect(long ? liq.after < liq.before : liq.after > liq.before).toBe(true)
              // the wallet holds it as position margin, out of the available balance
              expect(Number(wallet?.totalPositionIM)).toBeCloseTo(Number(after?.positionIM), 4)
              // the position topic showed the grown margin
              yield* waitFor(
                () => pushed[grown ?? "master"].includes(after?.positionIM ?? ""),
                `the topped-up margin on the position topic: ${JSON.stringify(pushed[grown ?? "master"])}`,
                settling
              )
              // and the wallet topic the margin the wallet now holds for it
              yield* waitFor(
                () => wallets[grown ?? "master"].some((im) => Math.abs(Number(im) - Number(after?.positionIM)) < 1e-4),
                `the topped-up margin on the wallet topic: ${JSON.stringify(wallets[grown ?? "master"])}`,
                settling
              )
              // nothing was liquidated, on either side
              expect((yield* Execution.getExecutionList({ ...BTC, execType: "BustTrade" })).list).toEqual([])
              expect((yield* asSub(Execution.getExecutionList({ ...BTC, execType: "BustTrade" }))).list).toEqual([])
              yield* Effect.forEach(fibers, Fiber.interrupt)
            }),
          { seed: 62, tickMs: 600_000, socket: { pongTimeout: "30 seconds" } }
        )
      }),
    120_000
  )

  it.effect(
    "with too little balance the losing side is liquidated as before; a cross account is refused the flag",
    () =>
      Effect.gen(function* () {
        yield* TestClock.setTime(NOW)
        yield* withTwoAccounts(
          ({ emulator, subUid, asSub }) =>
            Effect.gen(function* () {
              emulator.admin.setBalance("USDT", "100")
              emulator.admin.setBalance("USDT", "100", { uid: subUid })
              const refused = yield* Effect.flip(Position.setAutoAddMargin({ ...BTC, autoAddMargin: 1 }))
              // 110076
              expect(refused._tag).toBe("AutoAddMarginRequiresIsolated")
              // about 9,000 USDT of BTC at 100×: 90 of margin, next to nothing left to add
              const qty = yield* openOpposite({ asSub }, 9000)
              let sizes = { master: qty, sub: qty }
              for (let step = 0; step < 3 * 24 && sizes.master === qty && sizes.sub === qty; step++) {
                yield* TestClock.adjust("1 hour")
                sizes = { master: (yield* positionOf)?.size ?? "0", sub: (yield* asSub(positionOf))?.size ?? "0" }
              }
              const loser = Number(sizes.master) === 0 ? "master" : Number(sizes.sub) === 0 ? "sub" : undefined
              expect(loser).toBeDefined()
              const as = <A, E, R>(e: Effect.Effect<A, E, R>) => (loser === "sub" ? asSub(e) : e)
              const fills = (yield* as(Execution.getExecutionList({ ...BTC, execType: "BustTrade" }))).list
              expect(fills.map((f) => f.execQty)).toEqual([qty])
              expect(loser === "sub" ? sizes.master : sizes.sub).toBe(qty)
            }),
          { seed: 62, tickMs: 600_000 }
        )
      }),
    120_000
  )
})
