import * as Option from "effect/Option"
import * as AsyncResult from "effect/reactivity/AsyncResult"
import { lazy, Suspense, useEffect, useState } from "react"
import { useAtomValue } from "../atom-react/index.js"
import { connectionStateAtom, instrumentAtom, lastPriceAtom, tickerAtom } from "../atoms/Market.js"
import { symbolAtom } from "../atoms/Selection.js"
import { publicStaleAtom } from "../atoms/Stale.js"
import { whenDrawn } from "../lib/FirstPaint.js"
import * as Format from "../lib/Format.js"
import { Badge } from "./Badge.js"
import { Boundary } from "./Boundary.js"

// the account stream's state comes with the account side (after the first paint); until then no keys are in force
const AccountBadge = lazy(() =>
  whenDrawn().then(() => import("./AccountBadge.js").then((m) => ({ default: m.AccountBadge })))
)

/** Both streams' states: the market (public) socket of the category, and the account (private) socket. */
export function ConnectionBadges() {
  const pub = useAtomValue(connectionStateAtom)
  const publicState = AsyncResult.isSuccess(pub) ? pub.value : AsyncResult.isFailure(pub) ? "reconnecting" : "initial"
  return (
    <span className="badges">
      <Badge label="market" state={publicState} testId="connection-state" />
      <Boundary fallback={<Badge label="account" state="none" testId="private-state" />}>
        <Suspense fallback={<Badge label="account" state="none" testId="private-state" />}>
          <AccountBadge />
        </Suspense>
      </Boundary>
    </span>
  )
}

/** The time left to the next funding, `HH:MM:SS`, counted down each second on the page's clock. */
function FundingCountdown(props: { readonly next: number }) {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  return (
    <span className="text" data-testid="ticker-countdown" data-next={props.next}>
      {Format.countdown(props.next, now)}
    </span>
  )
}

/**
 * A perpetual's or future's figures beside the price, as Bybit's page shows them: the funding rate with the time to
 * the next funding, the index price and the open interest (in contracts of the base coin, or USD for inverse).
 */
function DerivativeFigures(props: {
  readonly ticker: {
    readonly [K in "fundingRate" | "nextFundingTime" | "indexPrice" | "openInterest"]?: string | undefined
  }
  readonly decimals: number
}) {
  const { fundingRate, nextFundingTime, indexPrice, openInterest } = props.ticker
  const next = Number(nextFundingTime ?? "")
  const funding = fundingRate !== undefined && fundingRate !== ""
  const negative = Number(fundingRate ?? 0) < 0
  return (
    <span className="ticker-deriv muted">
      {funding ? (
        <span title="Funding rate, and the time to the next funding">
          funding{" "}
          <span className="figure">
            <span className={`text ${negative ? "down" : "up"}`} data-testid="ticker-funding">
              {Format.rate(fundingRate)}
            </span>
            {next > 0 ? (
              <>
                {" "}
                <FundingCountdown next={next} />
              </>
            ) : null}
          </span>
        </span>
      ) : null}
      {indexPrice ? (
        <span>
          index{" "}
          <span className="text" data-testid="ticker-index">
            {Format.price(indexPrice, props.decimals)}
          </span>
        </span>
      ) : null}
      {openInterest ? (
        <span title="Open interest">
          OI{" "}
          <span className="text" data-testid="ticker-oi">
            {Format.compact(openInterest)}
          </span>
        </span>
      ) : null}
    </span>
  )
}

/**
 * The selected symbol's last price, 24h change, mark, funding (with its countdown), index, open interest, range and
 * turnover from its live ticker.
 */
export function TickerSummary() {
  const symbol = useAtomValue(symbolAtom)
  const ticker = useAtomValue(tickerAtom)
  const stale = useAtomValue(publicStaleAtom)
  const instrument = Option.flatten(AsyncResult.value(useAtomValue(instrumentAtom)))
  const value = Option.getOrUndefined(Option.flatMap(AsyncResult.value(ticker), (feed) => feed.value))
  // the tick's decimals, or none yet: a price drawn before the tick is known at a guessed precision was drawn again at
  // the tick's ("3,400.9" then "3,400.90"); it waits for the tick instead (read with the ticker, at the same time)
  const decimals = Option.match(instrument, { onNone: () => undefined, onSome: (i) => Format.decimalsOf(i.tickSize) })
  const px = (text: string | undefined) => (decimals === undefined ? "…" : Format.price(text, decimals))
  // the ticker's; before the socket's ticker (it comes after the first paint) the kline endpoint's last close
  const lastPrice = Option.getOrUndefined(useAtomValue(lastPriceAtom))
  const change = value?.price24hPcnt
  const up = Number(change ?? 0) >= 0
  return (
    <span
      className={`ticker${stale === undefined ? "" : " is-stale"}`}
      data-testid="ticker"
      data-stale={stale === undefined ? "false" : "true"}
      title={stale}
    >
      <strong className="ticker-symbol" data-testid="ticker-symbol">
        {symbol || "—"}
      </strong>
      {/* coloured by the 24h change: none before the socket's ticker (the price is then the kline's last close) */}
      <span className={change === undefined ? "price" : `price ${up ? "up" : "down"}`} data-testid="ticker-price">
        {lastPrice ? px(lastPrice) : "…"}
      </span>
      {change === undefined ? null : <span className={up ? "up" : "down"}>{Format.percent(change)}</span>}
      {value?.markPrice ? (
        <span className="ticker-extra muted">
          mark{" "}
          <span className="text" data-testid="ticker-mark">
            {px(value.markPrice)}
          </span>
        </span>
      ) : null}
      {value !== undefined &&
      decimals !== undefined &&
      (value.indexPrice || value.fundingRate || value.openInterest) ? (
        <DerivativeFigures ticker={value} decimals={decimals} />
      ) : null}
      {value?.highPrice24h && value.lowPrice24h ? (
        <span
          className="ticker-extra muted"
          data-testid="ticker-range"
          data-low={value.lowPrice24h}
          data-high={value.highPrice24h}
        >
          24h{" "}
          <span className="text">
            {px(value.lowPrice24h)} – {px(value.highPrice24h)}
          </span>
        </span>
      ) : null}
      {value?.turnover24h ? (
        <span className="ticker-extra muted">
          vol <span className="text">{Format.compact(value.turnover24h)}</span>
        </span>
      ) : null}
    </span>
  )
}
