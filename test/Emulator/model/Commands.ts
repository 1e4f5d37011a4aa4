/**
 * The model test's commands and their generators: what one step asks of the emulator, valid and invalid alike
 * (bad numbers, unknown coins, amounts beyond the balance or the limits, garbage bodies), across the desks — spot
 * and linear orders and cancels, transfers inside a UID and between the master and its sub, borrowing on the
 * unified account, flexible crypto loans, conversions, leveraged tokens, Easy Earn, withdrawals — and the clock.
 */
import * as fc from "fast-check"

/** 0 is the master account, 1 its sub-account; each signs with its own key. */
export type Who = 0 | 1

/** One step. */
export type Command =
  | {
      readonly kind: "order"
      readonly who: Who
      readonly category: "spot" | "linear"
      readonly side: "Buy" | "Sell"
      readonly market: boolean
      readonly qty: string
      readonly factor: number
      /** A spot margin order (`isLeverage: 1`). */
      readonly margin: boolean
      /** The USDC perpetual instead of `BTCUSDT` (linear only): settled into USDC every 8 hours. */
      readonly symbol?: "BTCPERP"
    }
  | { readonly kind: "marginMode"; readonly who: Who; readonly on: boolean; readonly leverage: string }
  | { readonly kind: "cancel"; readonly who: Who; readonly index: number }
  | {
      readonly kind: "inter"
      readonly who: Who
      readonly coin: string
      readonly toFund: boolean
      readonly amount: string
    }
  | {
      readonly kind: "universal"
      readonly who: Who
      readonly toSub: boolean
      readonly fromFund: boolean
      readonly toFund: boolean
      readonly amount: string
    }
  | { readonly kind: "borrow"; readonly who: Who; readonly coin: string; readonly amount: string }
  | { readonly kind: "repay"; readonly who: Who; readonly coin: string; readonly amount: string | undefined }
  | { readonly kind: "loan"; readonly who: Who; readonly amount: string; readonly collateral: string }
  | { readonly kind: "loanRepay"; readonly who: Who; readonly amount: string }
  | {
      readonly kind: "convert"
      readonly who: Who
      /** From and to coin. */
      readonly pair: readonly [string, string]
      readonly amount: string
      readonly uta: boolean
    }
  | { readonly kind: "ltBuy"; readonly who: Who; readonly amount: string }
  | { readonly kind: "ltRedeem"; readonly who: Who; readonly quantity: string }
  | { readonly kind: "earn"; readonly who: Who; readonly stake: boolean; readonly amount: string }
  | { readonly kind: "withdraw"; readonly who: Who; readonly amount: string; readonly fromUta: boolean }
  | { readonly kind: "clock"; readonly ms: number }
  /** Moves out all a wallet says it can transfer, then one unit more (which must be refused). */
  | { readonly kind: "drain"; readonly who: Who; readonly coin: string; readonly fromUta: boolean }
  | { readonly kind: "garbage"; readonly who: Who; readonly path: string; readonly body: string }

const who = fc.constantFrom<Who>(0, 1)
const side = fc.constantFrom<"Buy" | "Sell">("Buy", "Sell")

/** Mostly valid amounts, with the invalid ones the exchange must refuse. */
const amount = (valid: ReadonlyArray<string>) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...valid) },
    { weight: 1, arbitrary: fc.constantFrom("0", "-1", "abc", "1e3", "0.0000000001", "99999999999", "") }
  )

const GARBAGE_PATHS = [
  "/v5/order/create",
  "/v5/account/borrow",
  "/v5/asset/transfer/universal-transfer",
  "/v5/crypto-loan-flexible/borrow",
  "/v5/asset/exchange/quote-apply",
  "/v5/spot-lever-token/purchase",
  "/v5/earn/place-order",
  "/v5/asset/withdraw/create"
]

/** Garbage: random text, JSON of the wrong shape, or JSON nested deeper than any parser should follow. */
const garbageBody = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom("[]", "null", '{"qty":{}}', '{"amount":[1]}', `${"[".repeat(3000)}${"]".repeat(3000)}`),
  fc.json({ maxDepth: 3 })
)

/** One command on its own. */
const single: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 9,
    arbitrary: fc.record({
      kind: fc.constant("order" as const),
      who,
      category: fc.constantFrom<"spot" | "linear">("spot", "linear"),
      side,
      market: fc.boolean(),
      qty: amount(["0.001", "0.005", "0.01", "0.8"]),
      factor: fc.constantFrom(0.9, 0.999, 1.001, 1.1),
      margin: fc.boolean()
    })
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("order" as const),
      who,
      category: fc.constant("linear" as const),
      symbol: fc.constant("BTCPERP" as const),
      side,
      market: fc.constant(true),
      qty: amount(["0.001", "0.01", "0.1"]),
      factor: fc.constant(1),
      margin: fc.constant(false)
    })
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("cancel" as const), who, index: fc.nat(20) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("marginMode" as const),
      who,
      on: fc.boolean(),
      leverage: fc.constantFrom("2", "5", "10", "11", "x")
    })
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("inter" as const),
      who,
      coin: fc.constantFrom("USDT", "USDT", "BTC", "DOGE"),
      toFund: fc.boolean(),
      amount: amount(["1", "10.5", "0.00000001", "0.01"])
    })
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("universal" as const),
      who,
      toSub: fc.boolean(),
      fromFund: fc.boolean(),
      toFund: fc.boolean(),
      amount: amount(["1", "10.5", "300", "100000"])
    })
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("borrow" as const),
      who,
      coin: fc.constantFrom("USDT", "USDT", "USDT", "BTC", "BTC", "DOGE"),
      amount: amount(["5", "120", "0.001", "0.0002"])
    })
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("repay" as const),
      who,
      coin: fc.constantFrom("USDT", "USDT", "BTC"),
      amount: fc.option(amount(["1", "50", "0.001"]), { nil: undefined })
    })
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("loan" as const),
      who,
      amount: amount(["20", "150", "800", "10.00001"]),
      collateral: fc.constantFrom("0", "0.01", "0.05", "50")
    })
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant("loanRepay" as const), who, amount: amount(["10", "40", "100000"]) })
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("convert" as const),
      who,
      pair: fc.constantFrom<readonly [string, string]>(
        ["USDT", "BTC"],
        ["BTC", "USDT"],
        ["USDT", "USDC"],
        ["USDC", "USDT"],
        ["BTC", "USDC"],
        ["DOGE", "USDT"],
        ["USDT", "USDT"]
      ),
      amount: amount(["25", "0.002", "150"]),
      uta: fc.boolean()
    })
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant("ltBuy" as const), who, amount: amount(["20", "100", "5"]) })
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant("ltRedeem" as const), who, quantity: amount(["1", "2.5", "1000"]) })
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("earn" as const),
      who,
      stake: fc.boolean(),
      amount: amount(["5", "40", "12", "0.5"])
    })
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("withdraw" as const),
      who,
      amount: amount(["10", "25.5", "3"]),
      fromUta: fc.boolean()
    })
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("drain" as const),
      who,
      coin: fc.constantFrom("USDT", "BTC", "USDC"),
      fromUta: fc.boolean()
    })
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("clock" as const),
      ms: fc.constantFrom(2_000, 600_000, 3_600_000, 3 * 3_600_000, 13 * 3_600_000)
    })
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant("garbage" as const),
      who,
      path: fc.constantFrom(...GARBAGE_PATHS),
      body: garbageBody
    })
  }
)

/**
 * A short flow whose later steps depend on the first (a borrow then its repayment, a stake then its redemption…),
 * so that random sequences reach the paths behind a success, not only the refusals of an empty account.
 */
const flow: fc.Arbitrary<ReadonlyArray<Command>> = fc.oneof(
  fc.record({ who, coin: fc.constantFrom("USDT", "BTC"), hours: fc.constantFrom(600_000, 3_600_000, 7_200_000) }).map(
    ({ coin, hours, who }): ReadonlyArray<Command> => [
      { kind: "borrow", who, coin, amount: coin === "USDT" ? "300" : "0.002" },
      { kind: "clock", ms: hours },
      { kind: "repay", who, coin, amount: coin === "USDT" ? "100" : undefined }
    ]
  ),
  fc.record({ who, hours: fc.constantFrom(3_600_000, 7_200_000) }).map(
    ({ hours, who }): ReadonlyArray<Command> => [
      { kind: "loan", who, amount: "200", collateral: "0.02" },
      { kind: "clock", ms: hours },
      { kind: "loanRepay", who, amount: "50" }
    ]
  ),
  fc.record({ who, hours: fc.constantFrom(3_600_000, 13 * 3_600_000) }).map(
    ({ hours, who }): ReadonlyArray<Command> => [
      { kind: "earn", who, stake: true, amount: "400" },
      { kind: "clock", ms: hours },
      { kind: "earn", who, stake: false, amount: "100" }
    ]
  ),
  who.map(
    (w): ReadonlyArray<Command> => [
      { kind: "ltBuy", who: w, amount: "100" },
      { kind: "clock", ms: 2_000 },
      { kind: "ltRedeem", who: w, quantity: "1" }
    ]
  ),
  fc.record({ who, side }).map(
    ({ side, who }): ReadonlyArray<Command> => [
      {
        kind: "order",
        who,
        category: "linear",
        side,
        market: false,
        qty: "0.01",
        factor: side === "Buy" ? 0.999 : 1.001,
        margin: false
      },
      { kind: "clock", ms: 600_000 },
      { kind: "cancel", who, index: 1 }
    ]
  )
)

/** A sequence of steps: single commands and flows, interleaved. */
export const commands: fc.Arbitrary<ReadonlyArray<Command>> = fc
  .array(fc.oneof({ weight: 3, arbitrary: single.map((c) => [c]) }, { weight: 2, arbitrary: flow }), {
    minLength: 5,
    maxLength: 14
  })
  .map((parts) => parts.flat())

/**
 * A fixed sequence through every desk's happy path (run first, before the random ones), so that what the property
 * checks is known to have been reached whatever the seed: orders that rest and fill, a cancel, transfers, a
 * borrow and its repayment across interest hours, a loan, conversions, tokens bought and redeemed after
 * settlement, a stake earning until its yield is paid at 00:30 UTC and redeemed, a USDC perpetual position
 * settled at 16:00 and 00:00 UTC, a withdrawal, garbage.
 */
export const tour: ReadonlyArray<Command> = [
  { kind: "order", who: 0, category: "linear", side: "Buy", market: true, qty: "0.01", factor: 1, margin: false },
  {
    kind: "order",
    who: 1,
    category: "linear",
    symbol: "BTCPERP",
    side: "Sell",
    market: true,
    qty: "0.1",
    factor: 1,
    margin: false
  },
  { kind: "order", who: 1, category: "spot", side: "Buy", market: true, qty: "0.005", factor: 1, margin: false },
  { kind: "order", who: 1, category: "spot", side: "Sell", market: false, qty: "0.001", factor: 1.1, margin: false },
  {
    kind: "order",
    who: 0,
    category: "linear",
    side: "Sell",
    market: false,
    qty: "0.005",
    factor: 1.001,
    margin: false
  },
  { kind: "cancel", who: 1, index: 1 },
  { kind: "universal", who: 0, toSub: true, fromFund: true, toFund: false, amount: "300" },
  { kind: "universal", who: 0, toSub: false, fromFund: false, toFund: true, amount: "10.5" },
  { kind: "inter", who: 1, coin: "USDT", toFund: true, amount: "10.5" },
  { kind: "borrow", who: 0, coin: "USDT", amount: "120" },
  { kind: "borrow", who: 1, coin: "BTC", amount: "0.001" },
  { kind: "loan", who: 1, amount: "150", collateral: "0.05" },
  { kind: "marginMode", who: 1, on: true, leverage: "5" },
  { kind: "order", who: 1, category: "spot", side: "Sell", market: true, qty: "0.8", factor: 1, margin: true },
  { kind: "convert", who: 0, pair: ["USDT", "BTC"], amount: "150", uta: true },
  { kind: "ltBuy", who: 0, amount: "100" },
  { kind: "earn", who: 1, stake: true, amount: "400" },
  { kind: "withdraw", who: 0, amount: "25.5", fromUta: false },
  { kind: "drain", who: 0, coin: "USDT", fromUta: true },
  { kind: "garbage", who: 1, path: "/v5/order/create", body: `${"[".repeat(3000)}${"]".repeat(3000)}` },
  { kind: "clock", ms: 3 * 3_600_000 },
  { kind: "ltRedeem", who: 0, quantity: "1" },
  { kind: "repay", who: 0, coin: "USDT", amount: "50" },
  { kind: "loanRepay", who: 1, amount: "40" },
  { kind: "order", who: 0, category: "linear", side: "Sell", market: true, qty: "0.01", factor: 1, margin: false },
  { kind: "clock", ms: 13 * 3_600_000 },
  { kind: "earn", who: 1, stake: false, amount: "100" },
  { kind: "repay", who: 1, coin: "BTC", amount: undefined }
]
