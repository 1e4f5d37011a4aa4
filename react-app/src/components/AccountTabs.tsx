import * as Option from "effect/Option"
import * as AsyncResult from "effect/reactivity/AsyncResult"
import type { AccountState } from "effect-bybit"
import { lazy, Suspense, useEffect, useState } from "react"
import { useAtomValue } from "../atom-react/index.js"
import { accountAtom, closedPnlAtom, orderHistoryAtom, tradeHistoryAtom } from "../atoms/Account.js"
import type * as Feed from "../atoms/Feed.js"
import { marginModeAtom } from "../atoms/Margin.js"
import { privateStateAtom } from "../atoms/Private.js"
import { hasKeysAtom } from "../atoms/Runtime.js"
import { categoryAtom } from "../atoms/Url.js"
import * as Format from "../lib/Format.js"
import { ClosedPnlTable, OrderHistoryTable, TradeHistoryTable } from "./History.js"
import { KeysPanel } from "./KeysPanel.js"
import { MarginRatio } from "./MarginRatio.js"
import { isConditional, OpenOrdersTable } from "./OpenOrders.js"
import { PositionStopsTable, stopsOf } from "./PositionStopRows.js"
import { PositionsTable } from "./Positions.js"

type Tab = "positions" | "orders" | "conditional" | "history" | "trades" | "closed" | "funding" | "wallet" | "keys"

// the Funding tab's tables: a chunk of their own, fetched when the tab is first opened
const FundingHistory = lazy(() => import("./FundingHistory.js").then((m) => ({ default: m.FundingHistory })))
// the closed-PnL analysis (by day, by symbol, the cumulative curve): fetched when the Closed PnL tab is first opened
const PnlAnalysis = lazy(() => import("./PnlAnalysis.js").then((m) => ({ default: m.PnlAnalysis })))

const feedValue = <A,>(result: AsyncResult.AsyncResult<Feed.Feed<A>, unknown>): A | undefined =>
  Option.getOrUndefined(Option.flatMap(AsyncResult.value(result), (feed) => feed.value))

const feedError = <A,>(result: AsyncResult.AsyncResult<Feed.Feed<A>, unknown>): string | undefined =>
  AsyncResult.isSuccess(result) ? result.value.error : undefined

/** The unified wallet: coin, balance, available, equity, USD value; totals above. */
function WalletTable(props: { readonly wallet: AccountState.Wallet | undefined }) {
  const wallet = props.wallet
  const coins = (wallet?.coin ?? []).filter((c) => Number(c.walletBalance ?? 0) !== 0 || Number(c.equity ?? 0) !== 0)
  return (
    <>
      {wallet === undefined ? null : (
        <div className="wallet-totals" data-testid="wallet-totals">
          <span>
            Equity <b>{Format.money(wallet.totalEquity)}</b> USD
          </span>
          <span>
            Available <b data-testid="wallet-available">{Format.money(wallet.totalAvailableBalance)}</b> USD
          </span>
        </div>
      )}
      <table className="rows responsive" data-testid="wallet">
        <thead>
          <tr>
            <th>Coin</th>
            <th className="num">Balance</th>
            <th className="num">Available</th>
            <th className="num">Equity</th>
            <th className="num">USD</th>
          </tr>
        </thead>
        <tbody>
          {coins.map((c) => (
            <tr key={c.coin} data-testid="wallet-row" data-coin={c.coin}>
              <td data-label="Coin">{c.coin}</td>
              <td data-label="Balance" className="num">
                {Format.amount(c.walletBalance, 8)}
              </td>
              <td data-label="Available" className="num">
                {Format.amount(Math.max(0, Number(c.walletBalance ?? 0) - Number(c.locked ?? 0)), 8)}
              </td>
              <td data-label="Equity" className="num">
                {Format.amount(c.equity, 8)}
              </td>
              <td data-label="USD" className="num">
                {Format.money(c.usdValue)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}

/** The account area: positions, open orders, order and trade history, wallet, keys; the account stream's state. */
export function AccountTabs() {
  const hasKeys = useAtomValue(hasKeysAtom)
  const category = useAtomValue(categoryAtom)
  const account = useAtomValue(accountAtom)
  const orderHistory = useAtomValue(orderHistoryAtom)
  const tradeHistory = useAtomValue(tradeHistoryAtom)
  const closedPnl = useAtomValue(closedPnlAtom)
  const privateState = useAtomValue(privateStateAtom)
  const [tab, setTab] = useState<Tab>(hasKeys ? "positions" : "keys")
  useEffect(() => {
    if (!hasKeys) setTab("keys")
  }, [hasKeys])
  const state = feedValue(account)
  const streamState = AsyncResult.isSuccess(privateState) ? privateState.value : "none"
  const stale = !hasKeys
    ? undefined
    : (feedError(account) ??
      (streamState !== "connected" && state !== undefined
        ? "Account stream not connected; showing the last known state"
        : state?.status === "syncing"
          ? "Reconnected; reading the account again…"
          : undefined))
  const resting = (state?.orders ?? []).filter((o) => !isConditional(o))
  const waiting = (state?.orders ?? []).filter(isConditional)
  // a position's own TP/SL and trailing stop wait for their trigger too: listed beside the conditional orders
  const positionStops = (state?.positions ?? []).reduce((n, p) => n + stopsOf(p).length, 0)
  const isolated = Option.getOrUndefined(Option.flatten(AsyncResult.value(useAtomValue(marginModeAtom)))) === "isolated"
  const derivative = category === "linear" || category === "inverse"
  const tabs: ReadonlyArray<{ readonly id: Tab; readonly label: string }> = [
    { id: "positions", label: `Positions${state ? ` (${state.positions.length})` : ""}` },
    { id: "orders", label: `Open orders${state ? ` (${resting.length})` : ""}` },
    { id: "conditional", label: `Conditional · TP/SL${state ? ` (${waiting.length + positionStops})` : ""}` },
    { id: "history", label: "Order history" },
    { id: "trades", label: "Trade history" },
    ...(derivative ? [{ id: "closed" as const, label: "Closed PnL" }] : []),
    ...(derivative ? [{ id: "funding" as const, label: "Funding" }] : []),
    { id: "wallet", label: "Wallet" },
    { id: "keys", label: "Keys" }
  ]
  const needKeys = <div className="muted">Connect API keys (Keys tab) to see this.</div>
  return (
    <section
      className={`panel account${stale === undefined ? "" : " is-stale"}`}
      data-testid="account"
      data-stale={stale === undefined ? "false" : "true"}
    >
      <div className="account-tabs" role="tablist">
        {tabs.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            aria-selected={tab === t.id}
            className={`tab${tab === t.id ? " active" : ""}`}
            data-testid={`account-tab-${t.id}`}
            onClick={() => setTab(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {hasKeys && state !== undefined && category !== "spot" ? (
        <MarginRatio wallet={Option.getOrUndefined(state.wallet)} />
      ) : null}
      {stale === undefined ? null : (
        <div className="stale-note" role="status" data-testid="stale-note">
          <span className="stale-tag">stale</span>
          <span className="stale-reason">{stale}</span>
        </div>
      )}
      <div className="account-body" data-testid={`account-body-${tab}`}>
        {tab === "keys" ? (
          <KeysPanel />
        ) : !hasKeys ? (
          needKeys
        ) : tab === "positions" ? (
          category === "spot" ? (
            <div className="muted">Spot has no positions: balances are in the Wallet tab.</div>
          ) : (
            <PositionsTable positions={state?.positions ?? []} category={category} isolated={isolated} />
          )
        ) : tab === "orders" ? (
          <OpenOrdersTable orders={resting} category={category} kind="Order" />
        ) : tab === "conditional" ? (
          <>
            <PositionStopsTable positions={state?.positions ?? []} category={category} />
            <OpenOrdersTable orders={waiting} category={category} kind="StopOrder" />
          </>
        ) : tab === "closed" && derivative ? (
          <>
            {feedError(closedPnl) === undefined ? null : <div className="failure">{feedError(closedPnl)}</div>}
            <Suspense fallback={null}>
              <PnlAnalysis category={category} />
            </Suspense>
            <ClosedPnlTable rows={feedValue(closedPnl) ?? []} />
          </>
        ) : tab === "funding" && derivative ? (
          <Suspense fallback={<div className="muted">Loading funding…</div>}>
            <FundingHistory />
          </Suspense>
        ) : tab === "history" ? (
          <>
            {feedError(orderHistory) === undefined ? null : <div className="failure">{feedError(orderHistory)}</div>}
            <OrderHistoryTable orders={feedValue(orderHistory) ?? []} />
          </>
        ) : tab === "trades" ? (
          <>
            {feedError(tradeHistory) === undefined ? null : <div className="failure">{feedError(tradeHistory)}</div>}
            <TradeHistoryTable trades={feedValue(tradeHistory) ?? []} />
          </>
        ) : (
          <WalletTable wallet={state === undefined ? undefined : Option.getOrUndefined(state.wallet)} />
        )}
      </div>
    </section>
  )
}
