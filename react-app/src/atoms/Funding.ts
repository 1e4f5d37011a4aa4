/**
 * Funding history, as Bybit's trading page keeps it in a tab: the selected perpetual's settled funding rates
 * (`/v5/market/funding/history`, newest first, read again every minute) and the account's funding payments of the
 * category (`/v5/account/transaction-log` entries of type `SETTLEMENT`: what each settlement paid or received; read
 * again after each execution, funding's own among them). Spot and options have neither.
 *
 * @since 2.0.0
 */
import * as Effect from "effect/Effect"
import * as Option from "effect/Option"
import * as Atom from "effect/reactivity/Atom"
import * as Stream from "effect/Stream"
import { Account, Market, Topics, type BybitSchema as Wire } from "effect-bybit"
import { perSelection, readOnPush } from "./Account.js"
import { privateRuntime } from "./AccountRuntime.js"
import * as Feed from "./Feed.js"
import { credentialsAtom, publicRuntime } from "./Runtime.js"
import { marketOf, perMarket } from "./Selection.js"

/**
 * How many rates and payments the tab lists.
 *
 * @since 2.0.0
 * @category constants
 */
export const fundingRows = 20

/**
 * How often the rates are read (a perpetual settles every few hours).
 *
 * @since 2.0.0
 * @category constants
 */
export const ratesRefresh = "60 seconds"

const ratesOf = Atom.family((key: string) =>
  publicRuntime.atom((get) => {
    const market = marketOf(get, key)
    if (market === undefined || (market.category !== "linear" && market.category !== "inverse"))
      return Stream.make(Feed.empty<ReadonlyArray<Wire.FundingHistory.FundingRate>>())
    const { category, symbol } = market
    return Feed.poll(
      Effect.map(
        Market.getFundingRateHistory({ category, symbol, limit: fundingRows }),
        (answer): ReadonlyArray<Wire.FundingHistory.FundingRate> => answer.list
      ),
      ratesRefresh
    )
  })
)

/**
 * The selected market's settled funding rates, newest first.
 *
 * @since 2.0.0
 * @category atoms
 */
export const fundingRatesAtom = perMarket(ratesOf)

/**
 * The account's funding payments of the category, newest first (the exchange's 24 hours unless it keeps more).
 *
 * @since 2.0.0
 * @category atoms
 */
export const fundingPaymentsAtom = perSelection((category) =>
  privateRuntime.atom((get) => {
    if (Option.isNone(get(credentialsAtom)) || (category !== "linear" && category !== "inverse"))
      return Stream.make(Feed.empty<ReadonlyArray<Wire.TransactionLog.Transaction>>())
    return readOnPush(
      Topics.subscribe(Topics.execution()),
      Effect.map(
        Account.getTransactionLog({ accountType: "UNIFIED", category, type: "SETTLEMENT", limit: fundingRows }),
        (page): ReadonlyArray<Wire.TransactionLog.Transaction> => page.list
      )
    )
  })
)
