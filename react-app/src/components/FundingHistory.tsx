/**
 * The Funding tab of the account area: the account's funding payments of the category (each settlement's change to
 * the wallet, negative when paid, with the position and the rate it was charged at) and the selected perpetual's
 * settled funding rates, both the exchange's own figures. A chunk of its own, loaded when the tab is opened.
 */
import * as Option from "effect/Option"
import * as AsyncResult from "effect/reactivity/AsyncResult"
import { useAtomValue } from "../atom-react/index.js"
import type * as Feed from "../atoms/Feed.js"
import { fundingPaymentsAtom, fundingRatesAtom } from "../atoms/Funding.js"
import { stepsAtom } from "../atoms/Steps.js"
import * as Format from "../lib/Format.js"
import { NumCell, RowsTable, SideCell } from "./Rows.js"
import "./FundingHistory.css"

const feedValue = <A,>(result: AsyncResult.AsyncResult<Feed.Feed<A>, unknown>): A | undefined =>
  Option.getOrUndefined(Option.flatMap(AsyncResult.value(result), (feed) => feed.value))

const feedError = <A,>(result: AsyncResult.AsyncResult<Feed.Feed<A>, unknown>): string | undefined =>
  AsyncResult.isSuccess(result) ? result.value.error : undefined

const paymentColumns = [
  { label: "Time" },
  { label: "Symbol" },
  { label: "Side" },
  { label: "Size", num: true },
  { label: "Rate", num: true },
  { label: "Funding", num: true, title: "The wallet's change: negative when paid, positive when received" }
]

const rateColumns = [{ label: "Settled" }, { label: "Symbol" }, { label: "Rate", num: true }]

/** The account's funding payments, then the market's funding rates. */
export function FundingHistory() {
  const payments = useAtomValue(fundingPaymentsAtom)
  const rates = useAtomValue(fundingRatesAtom)
  const steps = useAtomValue(stepsAtom)
  const paid = feedValue(payments)
  const settled = feedValue(rates)
  return (
    <div className="funding-history" data-testid="funding-history">
      <h3 className="sub-head">Funding payments</h3>
      {feedError(payments) === undefined ? null : <div className="failure">{feedError(payments)}</div>}
      {paid !== undefined && paid.length === 0 ? (
        <div className="muted" data-testid="funding-payments-empty">
          No funding paid or received in the last 24 hours
        </div>
      ) : (
        <RowsTable testId="funding-payments" columns={paymentColumns}>
          {(paid ?? []).map((t) => (
            <tr key={t.id ?? `${t.symbol}${t.transactionTime}`} data-testid="funding-payment" data-symbol={t.symbol}>
              <td data-label="Time">{Format.dateTime(Number(t.transactionTime))}</td>
              <td data-label="Symbol">{t.symbol}</td>
              <SideCell up={t.side === "Buy"}>{t.side}</SideCell>
              <NumCell label="Size">{Format.lot(t.size, steps.get(t.symbol)?.qtyStep)}</NumCell>
              <NumCell label="Rate">{Format.rate(t.feeRate)}</NumCell>
              <NumCell label="Funding" testId="funding-change">
                <span className={Number(t.change) < 0 ? "down" : "up"} data-change={t.change}>
                  {Format.pnl(t.change)} {t.currency}
                </span>
              </NumCell>
            </tr>
          ))}
        </RowsTable>
      )}
      <h3 className="sub-head">Funding rates</h3>
      {feedError(rates) === undefined ? null : <div className="failure">{feedError(rates)}</div>}
      <RowsTable testId="funding-rates" columns={rateColumns}>
        {(settled ?? []).map((r) => (
          <tr key={r.fundingRateTimestamp} data-testid="funding-rate" data-time={r.fundingRateTimestamp}>
            <td data-label="Settled">{Format.dateTime(Number(r.fundingRateTimestamp))}</td>
            <td data-label="Symbol">{r.symbol}</td>
            <NumCell label="Rate" testId="funding-rate-value">
              <span className={Number(r.fundingRate) < 0 ? "down" : "up"} data-rate={r.fundingRate}>
                {Format.rate(r.fundingRate)}
              </span>
            </NumCell>
          </tr>
        ))}
      </RowsTable>
    </div>
  )
}
