import * as AsyncResult from "effect/reactivity/AsyncResult"
import { useEffect, useLayoutEffect, useRef, useState } from "react"
import { useAtomValue } from "../atom-react/index.js"
import { type Fill, fillsAtom } from "../atoms/Account.js"
import { stepsAtom } from "../atoms/Steps.js"
import { categoryAtom } from "../atoms/Url.js"
import * as Format from "../lib/Format.js"

/** How long a fill notice stays, ms. */
const shownFor = 10_000

/** How many notices are shown at once (the newest). */
export const noticesShown = 3

/**
 * The controls a notice must never cover: those of the position just filled (TP/SL, leverage, close) and the order
 * form's submit.
 */
const guarded = '[data-testid="position-row"] button, [data-testid="order-submit"]'

// a notice is a new one when its order gets to another state: partly filled, then filled (each shown once)
const keyOf = (fill: Fill): string => `${fill.orderId}:${fill.done ? "filled" : "partly"}`

// a quantity in a sentence: no more decimals than the lot's, trailing zeros dropped ("Filled Buy 3 BTCUSDT")
const quantity = (text: string | undefined, step: string | undefined): string =>
  Format.amount(text, step === undefined ? 8 : Format.decimalsOf(step))

const overlaps = (a: DOMRect, b: DOMRect): boolean =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

/**
 * A notice per order as its executions arrive (the execution stream, summed per order): "Filled" with the order's
 * quantity and average price once it is complete, "Partly filled" with what is filled so far before that; each
 * once, the newest {@link noticesShown}, dismissed by a click or after a few seconds. They sit at the bottom, or at
 * the top when at the bottom they would cover a guarded control (the position's buttons on a phone).
 */
export function FillNotices() {
  const fills = useAtomValue(fillsAtom)
  // sizes to the lot and the average at the tick, of the symbols the page has read the steps of
  const category = useAtomValue(categoryAtom)
  const all = useAtomValue(stepsAtom)
  // the steps read are the selected category's: another category's fill is written as the exchange wrote it
  const steps = (fill: Fill) =>
    fill.category === undefined || fill.category === category ? all.get(fill.symbol) : undefined
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set())
  const [now, setNow] = useState(() => Date.now())
  const top = useRef(false)
  const box = useRef<HTMLDivElement | null>(null)
  const list: ReadonlyArray<Fill> = AsyncResult.isSuccess(fills) ? fills.value : []
  const seen = useSeen(list)
  const visible = list
    .filter((fill) => {
      const key = keyOf(fill)
      return !dismissed.has(key) && now - (seen.get(key) ?? now) < shownFor
    })
    .slice(0, noticesShown)
  useEffect(() => {
    if (visible.length === 0) return
    const timer = setTimeout(() => setNow(Date.now()), 1000)
    return () => clearTimeout(timer)
  })
  // where the stack covers none of the guarded controls: checked at every render, when the page scrolls and when
  // anything on it changes (the position's row appears), and set on the element at once (no render in between)
  useLayoutEffect(() => {
    const element = box.current
    if (element === null) return
    const place = () => {
      const controls = Array.from(document.querySelectorAll(guarded)).map((c) => c.getBoundingClientRect())
      const covers = (rect: DOMRect) => controls.some((c) => c.width > 0 && overlaps(rect, c))
      // at the top, under the phone's tab bar (sticky at the screen's top; the stack sat over it, issue 72)
      const tabs = document.querySelector(".app.phone:not(.landscape) .phone-tabs")?.getBoundingClientRect()
      const topEdge = tabs === undefined || tabs.height === 0 ? 12 : Math.max(12, tabs.bottom + 6)
      const rect = element.getBoundingClientRect()
      // the stack's box where it is not now: the same size at the other edge
      const other = top.current
        ? new DOMRect(rect.left, innerHeight - 12 - rect.height, rect.width, rect.height)
        : new DOMRect(rect.left, topEdge, rect.width, rect.height)
      if (covers(rect) && !covers(other)) top.current = !top.current
      element.style.top = top.current ? `${topEdge}px` : ""
      element.classList.toggle("at-top", top.current)
      element.dataset.place = top.current ? "top" : "bottom"
    }
    place()
    const watch = new MutationObserver(place)
    watch.observe(document.body, { subtree: true, childList: true })
    addEventListener("scroll", place, { passive: true, capture: true })
    addEventListener("resize", place)
    return () => {
      watch.disconnect()
      removeEventListener("scroll", place, { capture: true })
      removeEventListener("resize", place)
    }
  })
  if (visible.length === 0) return null
  return (
    <div
      className={`notices${top.current ? " at-top" : ""}`}
      aria-live="polite"
      ref={box}
      data-testid="fill-notices"
      data-place={top.current ? "top" : "bottom"}
    >
      {visible.map((fill) => (
        <div
          key={keyOf(fill)}
          className={`notice ${fill.side === "Buy" ? "buy" : "sell"}`}
          data-testid="fill-notice"
          data-order={fill.orderId}
          data-qty={fill.qty}
          data-price={fill.price}
          data-executions={fill.executions}
        >
          <span>
            <b>{fill.done ? "Filled" : "Partly filled"}</b> {fill.side} {quantity(fill.qty, steps(fill)?.qtyStep)}
            {fill.done || fill.orderQty === undefined ? "" : ` of ${quantity(fill.orderQty, steps(fill)?.qtyStep)}`}{" "}
            {fill.symbol} at {Format.atTick(fill.price, steps(fill)?.tickSize)}
            {fill.executions > 1 ? <span className="muted"> · average of {fill.executions} fills</span> : null}
          </span>
          <button
            type="button"
            aria-label="Dismiss"
            data-testid="fill-notice-dismiss"
            onClick={() => setDismissed(new Set([...dismissed, keyOf(fill)]))}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  )
}

// when each notice was first seen here (its clock starts then, not at the exchange's time)
function useSeen(list: ReadonlyArray<Fill>): ReadonlyMap<string, number> {
  const [seen] = useState(() => new Map<string, number>())
  for (const fill of list) if (!seen.has(keyOf(fill))) seen.set(keyOf(fill), Date.now())
  return seen
}
