import * as Option from "effect/Option"
import * as AsyncResult from "effect/reactivity/AsyncResult"
import { useAtomValue } from "../atom-react/index.js"
import { connectionStateAtom, instrumentAtom, symbolAtom, tickerAtom } from "../atoms/Market.js"
import { privateStateAtom } from "../atoms/Private.js"
import { publicStaleAtom } from "../atoms/Stale.js"
import * as Format from "../lib/Format.js"

/** A socket's state as a badge: exactly the state, coloured. */
function Badge(props: { readonly label: string; readonly state: string; readonly testId: string }) {
  return (
    <span className="badge-wrap" title={`${props.label} stream: ${props.state}`}>
      <span className="badge-label">{props.label}</span>
      <span className={`badge badge-${props.state}`} data-testid={props.testId}>
        {props.state}
      </span>
    </span>
  )
}

/** Both streams' states: the market (public) socket of the category, and the account (private) socket. */
export function ConnectionBadges() {
  const pub = useAtomValue(connectionStateAtom)
  const priv = useAtomValue(privateStateAtom)
  const publicState = AsyncResult.isSuccess(pub) ? pub.value : AsyncResult.isFailure(pub) ? "reconnecting" : "initial"
  const privateState = AsyncResult.isSuccess(priv) ? priv.value : "none"
  return (
    <span className="badges">
      <Badge label="market" state={publicState} testId="connection-state" />
      <Badge label="account" state={privateState} testId="private-state" />
    </span>
  )
}

/** The selected symbol's last price, 24h change, mark, range and turnover from its live ticker. */
export function TickerSummary() {
  const symbol = useAtomValue(symbolAtom)
  const ticker = useAtomValue(tickerAtom)
  const stale = useAtomValue(publicStaleAtom)
  const instrument = Option.flatten(AsyncResult.value(useAtomValue(instrumentAtom)))
  const value = Option.getOrUndefined(Option.flatMap(AsyncResult.value(ticker), (feed) => feed.value))
  const decimals = Option.match(instrument, { onNone: () => 2, onSome: (i) => Format.decimalsOf(i.tickSize) })
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
      <span className={`price ${up ? "up" : "down"}`} data-testid="ticker-price">
        {value?.lastPrice ? Format.price(value.lastPrice, decimals) : "…"}
      </span>
      {change === undefined ? null : <span className={up ? "up" : "down"}>{Format.percent(change)}</span>}
      {value?.markPrice ? (
        <span className="ticker-extra muted">
          mark{" "}
          <span className="text" data-testid="ticker-mark">
            {Format.price(value.markPrice, decimals)}
          </span>
        </span>
      ) : null}
      {value?.highPrice24h && value.lowPrice24h ? (
        <span className="ticker-extra muted">
          24h {Format.price(value.lowPrice24h, decimals)} – {Format.price(value.highPrice24h, decimals)}
        </span>
      ) : null}
      {value?.turnover24h ? <span className="ticker-extra muted">vol {Format.compact(value.turnover24h)}</span> : null}
    </span>
  )
}
