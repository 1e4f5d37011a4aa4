/**
 * Price alerts (issue 72), under the order form: set at a price above or below the last, kept in this browser
 * (`lib/Alerts.ts`), each fired once when the last price reaches it: told by a notice on the page and, where the
 * browser allows it, by a system notification (the Notification API; asked for when the first alert is set). Every
 * armed alert's symbol is watched on its own ticker stream, whatever category is shown (an alert on a spot symbol
 * fires while a linear market is shown). Its own chunk, loaded with the order form.
 *
 * @since 1.3.0
 */
import * as Option from "effect/Option"
import * as AsyncResult from "effect/reactivity/AsyncResult"
import { useEffect, useRef, useState } from "react"
import { createPortal } from "react-dom"
import { useAtomValue } from "../atom-react/index.js"
import { envAtom } from "../atoms/Config.js"
import { lastPricesAtom } from "../atoms/Live.js"
import { instrumentAtom, lastPriceAtom } from "../atoms/Market.js"
import { marketsAtom } from "../atoms/Markets.js"
import { symbolAtom } from "../atoms/Selection.js"
import { categoryAtom } from "../atoms/Url.js"
import * as Alerts from "../lib/Alerts.js"
import * as Format from "../lib/Format.js"
import "./PriceAlerts.css"

let made = 0
const newId = (): string => `${Date.now().toString(36)}-${(made++).toString(36)}`

/** How long an alert's notice stays, ms (a click dismisses it sooner). */
const shownFor = 30_000

const said = (alert: Alerts.Alert, tick: string | undefined): string =>
  `${alert.symbol} ${alert.direction === "above" ? "rose to" : "fell to"} ${Format.atTick(alert.price, tick)}`

/** Tells the browser's notification centre, where the page is allowed to (never asks here: no gesture). */
const notify = (alert: Alerts.Alert, tick: string | undefined, permitted: boolean): void => {
  try {
    if (typeof Notification === "undefined" || !permitted) return
    new Notification(`Price alert: ${said(alert, tick)}`, {
      body: `Last price ${Format.atTick(alert.firedPrice, tick)}`,
      tag: `effect-bybit-alert-${alert.id}`
    })
  } catch {
    // a browser that has the API but refuses it outside a service worker (Chrome on Android): the notice remains
  }
}

/** Asks for the permission to notify, once, on the gesture that sets an alert. */
const askToNotify = (): void => {
  try {
    if (typeof Notification !== "undefined" && Notification.permission === "default")
      void Notification.requestPermission()
  } catch {
    // no Notification API: the notice on the page is the alert
  }
}

/**
 * Whether the page may notify: `Notification.permission`, or the Permissions API's state of `notifications` (a
 * browser without a notification centre of its own, as Chromium's headless shell, says "denied" to the one and
 * "granted" to the other once the user allowed it), followed as it changes.
 */
function useMayNotify(): boolean {
  const [granted, setGranted] = useState(
    () => typeof Notification !== "undefined" && Notification.permission === "granted"
  )
  useEffect(() => {
    let status: PermissionStatus | undefined
    const update = () => setGranted(status?.state === "granted" || Notification.permission === "granted")
    globalThis.navigator?.permissions
      ?.query({ name: "notifications" })
      .then((s) => {
        status = s
        status.addEventListener("change", update)
        update()
      })
      .catch(() => undefined)
    return () => status?.removeEventListener("change", update)
  }, [])
  return granted
}

/**
 * The last prices the alerts are checked against: each armed alert's own symbol on its ticker stream, whatever
 * category is shown (the selected symbol's is the header's), else the shown category's listed prices.
 */
function useLastPrices(
  alerts: ReadonlyArray<Alerts.Alert>,
  env: string
): {
  readonly lastOf: (category: string, symbol: string) => string | undefined
  readonly key: string
  readonly selectedLast: string | undefined
} {
  const category = useAtomValue(categoryAtom)
  const symbol = useAtomValue(symbolAtom)
  const selectedLast = Option.getOrUndefined(useAtomValue(lastPriceAtom))
  const rows = Option.getOrElse(
    Option.flatMap(AsyncResult.value(useAtomValue(marketsAtom)), (feed) => feed.value),
    () => []
  )
  const watched = [
    ...new Set(alerts.filter((a) => a.env === env && a.firedAt === undefined).map((a) => `${a.category}|${a.symbol}`))
  ].sort()
  const streamed = useAtomValue(lastPricesAtom(watched.join(",")))
  const listed = new Map(rows.map((row) => [row.symbol, row.lastPrice]))
  const lastOf = (c: string, s: string): string | undefined => {
    if (c === category && s === symbol && selectedLast !== undefined) return selectedLast
    const live = streamed.get(`${c}|${s}`)
    if (live !== undefined) return live
    const price = c === category ? listed.get(s) : undefined
    return price === undefined || price === "" ? undefined : price
  }
  // what changed: the check runs again when a price it reads does
  const key = `${category}|${symbol}|${selectedLast ?? ""}|${rows.map((r) => r.lastPrice).join(",")}|${[...streamed].join(",")}`
  return { lastOf, key, selectedLast }
}

/** The alerts, checked at every price; what fired is told once (a notice here, a notification where allowed). */
function useAlerts(env: string, tickOf: (symbol: string) => string | undefined) {
  const [alerts, setAlerts] = useState<ReadonlyArray<Alerts.Alert>>(Alerts.load)
  const [notices, setNotices] = useState<ReadonlyArray<{ readonly alert: Alerts.Alert; readonly at: number }>>([])
  const [checks, setChecks] = useState(0)
  const prices = useLastPrices(alerts, env)
  const mayNotify = useMayNotify()
  const current = useRef(alerts)
  current.current = alerts
  const commit = (next: ReadonlyArray<Alerts.Alert>) => {
    current.current = next
    setAlerts(next)
    Alerts.save(next)
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: the prices' change (their key) is the cause
  useEffect(() => {
    const now = Date.now()
    const { alerts: next, fired } = Alerts.check(current.current, env, prices.lastOf, now)
    setChecks((n) => n + 1)
    if (fired.length === 0) return
    commit(next)
    setNotices((shown) => [...fired.map((alert) => ({ alert, at: now })), ...shown].slice(0, 3))
    for (const alert of fired) notify(alert, tickOf(alert.symbol), mayNotify)
  }, [prices.key, env])
  // a notice goes after a while
  useEffect(() => {
    if (notices.length === 0) return
    const timer = setTimeout(() => setNotices((shown) => shown.filter((n) => Date.now() - n.at < shownFor)), 1000)
    return () => clearTimeout(timer)
  })
  return { alerts, commit, notices, setNotices, checks, selectedLast: prices.selectedLast }
}

/**
 * The price alerts: a form for the selected symbol (the price, above or below), the list of this environment's
 * alerts (armed or triggered, each removable), and the notices of those that fired, over the page.
 *
 * @since 1.3.0
 */
export function PriceAlerts() {
  const env = useAtomValue(envAtom)
  const category = useAtomValue(categoryAtom)
  const symbol = useAtomValue(symbolAtom)
  const instrument = Option.getOrUndefined(Option.flatten(AsyncResult.value(useAtomValue(instrumentAtom))))
  const tick = instrument?.tickSize
  // the selected symbol's tick writes its prices; another's are written as kept
  const tickOf = (s: string): string | undefined => (s === symbol ? tick : undefined)
  const { alerts, commit, notices, setNotices, checks, selectedLast } = useAlerts(env, tickOf)
  const [open, setOpen] = useState(false)
  const [price, setPrice] = useState("")
  const [direction, setDirection] = useState<Alerts.Direction>("above")
  const [message, setMessage] = useState<string | undefined>(undefined)
  const mine = alerts.filter((a) => a.env === env)
  const armed = mine.filter((a) => a.firedAt === undefined).length
  const add = () => {
    const why = Alerts.refusal({ price, direction, last: selectedLast, symbol, write: (p) => Format.atTick(p, tick) })
    setMessage(why)
    if (why !== undefined) return
    askToNotify()
    commit([
      ...alerts,
      { id: newId(), env, category, symbol, price: Format.onTick(price, tick), direction, created: Date.now() }
    ])
    setPrice("")
  }
  return (
    <section className="price-alerts" data-testid="alerts" data-checks={checks} data-armed={armed}>
      <button
        type="button"
        className="link alerts-toggle"
        data-testid="alerts-toggle"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        Price alerts{mine.length === 0 ? "" : ` (${armed} armed)`} {open ? "▴" : "▾"}
      </button>
      {open ? (
        <>
          <form
            className="alert-form"
            onSubmit={(event) => {
              event.preventDefault()
              add()
            }}
          >
            <select
              data-testid="alert-direction"
              aria-label="Alert when the last price"
              value={direction}
              onChange={(event) => setDirection(event.target.value === "below" ? "below" : "above")}
            >
              <option value="above">Rises to</option>
              <option value="below">Falls to</option>
            </select>
            <input
              data-testid="alert-price"
              aria-label={`Alert price of ${symbol}`}
              inputMode="decimal"
              value={Format.writeDecimal(price)}
              onChange={(event) => {
                setPrice(Format.readDecimal(event.target.value))
                setMessage(undefined)
              }}
            />
            <button type="submit" data-testid="alert-add">
              Add alert
            </button>
          </form>
          {message === undefined ? null : (
            <div className="failure" role="alert" data-testid="alert-error">
              {message}
            </div>
          )}
          <AlertList alerts={mine} tick={tickOf} onRemove={commit} all={alerts} />
        </>
      ) : null}
      <AlertNotices
        notices={notices.map((n) => n.alert)}
        tick={tickOf}
        onDismiss={(id) => setNotices((shown) => shown.filter((n) => n.alert.id !== id))}
      />
    </section>
  )
}

/** This environment's alerts, newest first: armed, or triggered with when and at what price; each removable. */
function AlertList(props: {
  readonly alerts: ReadonlyArray<Alerts.Alert>
  readonly all: ReadonlyArray<Alerts.Alert>
  readonly tick: (symbol: string) => string | undefined
  readonly onRemove: (next: ReadonlyArray<Alerts.Alert>) => void
}) {
  if (props.alerts.length === 0) return <div className="muted">No alerts yet.</div>
  return (
    <ul className="alert-list">
      {[...props.alerts].reverse().map((alert) => (
        <li
          key={alert.id}
          data-testid="alert-row"
          data-symbol={alert.symbol}
          data-price={alert.price}
          data-direction={alert.direction}
          data-state={alert.firedAt === undefined ? "armed" : "fired"}
        >
          <span>
            {alert.symbol} {alert.direction === "above" ? "≥" : "≤"}{" "}
            {Format.atTick(alert.price, props.tick(alert.symbol))}
            <span className="muted">
              {alert.firedAt === undefined
                ? " · armed"
                : ` · triggered ${new Date(alert.firedAt).toLocaleTimeString()} at ${Format.atTick(alert.firedPrice, props.tick(alert.symbol))}`}
            </span>
          </span>
          <button
            type="button"
            data-testid="alert-remove"
            aria-label={`Remove the alert ${alert.symbol} at ${alert.price}`}
            onClick={() => props.onRemove(props.all.filter((a) => a.id !== alert.id))}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  )
}

/** The notices of alerts that fired, over the page (outside any panel a phone's tab hides). */
function AlertNotices(props: {
  readonly notices: ReadonlyArray<Alerts.Alert>
  readonly tick: (symbol: string) => string | undefined
  readonly onDismiss: (id: string) => void
}) {
  if (props.notices.length === 0) return null
  return createPortal(
    <div className="alert-notices" aria-live="assertive" data-testid="alert-notices">
      {props.notices.map((alert) => (
        <div key={alert.id} className="alert-notice" role="status" data-testid="alert-notice" data-id={alert.id}>
          <span>
            <b>Price alert</b> {said(alert, props.tick(alert.symbol))} · last{" "}
            {Format.atTick(alert.firedPrice, props.tick(alert.symbol))}
          </span>
          <button
            type="button"
            aria-label="Dismiss"
            data-testid="alert-notice-dismiss"
            onClick={() => props.onDismiss(alert.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>,
    document.body
  )
}
