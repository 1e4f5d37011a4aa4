/**
 * Why a drift line stays as it is, kept by hand: a definition the docs no longer show that we keep (and the
 * emulator still serves), a field one shared request schema carries for a sibling endpoint, a value we knowingly read
 * differently. The drift report writes the reason beside its line; a line with no reason here is work to do.
 *
 * @since 1.3.0
 */
import type * as Drift from "./Drift.js"

/**
 * One reason: the drift line it explains (`detail` omitted: every line of that kind and subject).
 *
 * @since 1.3.0
 * @category models
 */
export interface Reason {
  readonly kind: Drift.Change["kind"]
  readonly subject: string
  readonly detail?: string | undefined
  readonly why: string
}

const classicMargin =
  "classic spot margin, dropped from the docs on 2025-04-02 (6a1d41e); kept for classic accounts and bybit-api, " +
  "served by the ClassicMargin desk"
const classicMarginPaths = [
  "GET /v5/spot-cross-margin-trade/pledge-token",
  "GET /v5/spot-cross-margin-trade/borrow-token",
  "GET /v5/spot-cross-margin-trade/loan-info",
  "GET /v5/spot-cross-margin-trade/account",
  "POST /v5/spot-cross-margin-trade/loan",
  "POST /v5/spot-cross-margin-trade/repay",
  "GET /v5/spot-cross-margin-trade/orders",
  "GET /v5/spot-cross-margin-trade/repay-history",
  "POST /v5/spot-cross-margin-trade/switch",
  "GET /v5/spot-cross-margin-trade/data"
]
const sharedTransactionLog =
  "one request schema serves the UTA and the classic transaction logs; the classic page never listed it"
const sharedApiKeyUpdate =
  "one request schema serves update-api and update-sub-api (whose page lists it); the master key's page dropped " +
  "ips on 2026-02-09 (dba24b3): kept optional, never sent unless given"

/**
 * The reasons.
 *
 * @since 1.3.0
 * @category data
 */
export const reasons: ReadonlyArray<Reason> = [
  {
    kind: "path",
    subject: "GET /v5/asset/deposit/query-allowed-list",
    why:
      "dropped from the V5 pages on 2026-03-19 (aadc9c0) but still in the docs' API explorer (docs/api-explorer) " +
      "and called by bybit-api: kept, served"
  },
  {
    kind: "path",
    subject: "GET /v5/crypto-loan-fixed/available-inventory",
    why: "never in the docs' pages; bybit-api calls it: kept, served by the FixedLoan desk"
  },
  {
    kind: "path",
    subject: "GET /v5/crypto-loan-flexible/available-inventory",
    why: "never in the docs' pages; bybit-api calls it: kept, served by the FlexibleLoan desk"
  },
  {
    kind: "path",
    subject: "POST /v5/p2p/order/message/list",
    why:
      "the docs renamed it message/listpage on 2025-03-13 (37e70c9); both are defined; the emulator serves no P2P " +
      "endpoint (needs counterparties and payment rails it does not model)"
  },
  ...classicMarginPaths.map((subject): Reason => ({ kind: "path", subject, why: classicMargin })),
  ...["accountType", "category", "transSubType"].map(
    (detail): Reason => ({
      kind: "request field",
      subject: "GET /v5/account/contract-transaction-log",
      detail,
      why: sharedTransactionLog
    })
  ),
  {
    kind: "request field",
    subject: "POST /v5/fmartingalebot/getlimit",
    detail: "auto_cycle_toggle",
    why: "the martingale create page lists it; the limit query sends it only when given"
  },
  {
    kind: "request field",
    subject: "POST /v5/spot-lever-token/purchase",
    why: "the page's table says ltAmount, its examples send amount: see the disagreements below"
  },
  {
    kind: "request field",
    subject: "GET /v5/spread/execution/list",
    detail: "baseCoin",
    why: "one request schema serves the spread order and trade histories; the order history's page lists it"
  },
  {
    kind: "request value",
    subject: "POST /v5/order/amend",
    detail: "tpslMode = Market",
    why: "the comment names the order type Full mode needs (tpOrderType/slOrderType), not a mode"
  },
  {
    kind: "response value",
    subject: "POST /v5/earn/pwm/asset-manager/create-fund",
    detail: "status = PendingSubscription",
    why: "the same comment lists PendingSubscribe as the value, as the page's notes and the fund list do"
  },
  {
    kind: "response value",
    subject: "GET /v5/order/realtime",
    detail: "list.ocoTriggerBy = OcoTriggerByBySl",
    why: "a typo: the order history and the order topic's pages write OcoTriggerBySl (ours)"
  },
  {
    kind: "response value",
    subject: "GET /v5/pre-upgrade/position/closed-pnl",
    detail: "list.side = Side",
    why: "a typo for Sell (ours: Buy, Sell)"
  },
  ...["apikey", "ips"].map(
    (detail): Reason => ({
      kind: "request field",
      subject: "POST /v5/user/update-api",
      detail,
      why: sharedApiKeyUpdate
    })
  )
]

/**
 * The reason for a drift line, if one is kept.
 *
 * @since 1.3.0
 * @category lookup
 */
export const why = (change: Drift.Change, from: ReadonlyArray<Reason> = reasons): string | undefined =>
  from.find(
    (reason) =>
      reason.kind === change.kind &&
      reason.subject === change.subject &&
      (reason.detail === undefined || reason.detail === change.detail)
  )?.why
