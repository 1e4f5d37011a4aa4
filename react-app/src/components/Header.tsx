import * as Result from "@effect-atom/atom/Result"
import { useAtom, useAtomValue } from "@effect-atom/atom-react"
import * as Option from "effect/Option"
import { type EnvName, envAtom, envNames } from "../atoms/Config.js"
import {
  type Category,
  categories,
  categoryAtom,
  connectionStateAtom,
  symbolAtom,
  tickerAtom
} from "../atoms/Market.js"
import { failureText } from "./Failure.js"

const isEnvName = (value: string): value is EnvName => (envNames as ReadonlyArray<string>).includes(value)
const isCategory = (value: string): value is Category => (categories as ReadonlyArray<string>).includes(value)

/** The connection badge: exactly the public socket's current state; a failure shows beside it. */
function ConnectionBadge() {
  const state = useAtomValue(connectionStateAtom)
  const current = Option.getOrElse(Result.value(state), () => "initial")
  const error = failureText(state)
  return (
    <span className="badge-wrap">
      <span className={`badge badge-${current}`} data-testid="connection-state" title={error ?? current}>
        {current}
      </span>
      {error === undefined ? null : <span className="failure inline">{error}</span>}
    </span>
  )
}

/** The selected symbol's last price and 24h change from the live ticker. */
function TickerSummary() {
  const symbol = useAtomValue(symbolAtom)
  const ticker = useAtomValue(tickerAtom)
  const value = Option.getOrUndefined(Result.value(ticker))
  const change = Number(value?.price24hPcnt ?? "")
  return (
    <span className="ticker" data-testid="ticker">
      <strong>{symbol || "—"}</strong>
      <span className="price">{value?.lastPrice ?? "…"}</span>
      {Number.isFinite(change) && value?.price24hPcnt !== undefined ? (
        <span className={change >= 0 ? "up" : "down"}>{(change * 100).toFixed(2)}%</span>
      ) : null}
      {value?.markPrice ? <span className="muted">mark {value.markPrice}</span> : null}
    </span>
  )
}

/** The top bar: environment and category switches, the ticker and the socket's state. */
export function Header() {
  const [env, setEnv] = useAtom(envAtom)
  const [category, setCategory] = useAtom(categoryAtom)
  return (
    <header className="header">
      <span className="brand">effect-bybit</span>
      <label>
        env
        <select
          data-testid="env-select"
          value={env}
          onChange={(event) => {
            if (isEnvName(event.target.value)) setEnv(event.target.value)
          }}
        >
          {envNames.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label>
        category
        <select
          data-testid="category-select"
          value={category}
          onChange={(event) => {
            if (isCategory(event.target.value)) setCategory(event.target.value)
          }}
        >
          {categories.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <TickerSummary />
      <ConnectionBadge />
    </header>
  )
}
