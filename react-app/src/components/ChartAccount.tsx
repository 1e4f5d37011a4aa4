/**
 * The account on the price chart: open orders and the position's entry, liquidation, TP and SL as price lines, and
 * the account's fills as markers (`ChartMarkers.ts`). Its own chunk, with the account side: loaded after the first
 * paint, drawn on the chart the price chart made. The chart element reports the lines as `data-lines`.
 */
import * as Option from "effect/Option"
import * as AsyncResult from "effect/reactivity/AsyncResult"
import { type IPriceLine, type ISeriesApi, LineStyle } from "lightweight-charts/later"
import { type RefObject, useEffect } from "react"
import { useAtomValue } from "../atom-react/index.js"
import { accountAtom } from "../atoms/Account.js"
import { triggerByNames } from "../atoms/PositionTools.js"
import { stepsAtom } from "../atoms/Steps.js"
import * as Format from "../lib/Format.js"
import { useTradeMarkers } from "./ChartMarkers.js"
import { isConditional, shownPrice } from "./OpenOrders.js"

const up = "#26a69a"
const down = "#ef5350"

interface Line {
  readonly key: string
  readonly price: number
  readonly color: string
  readonly title: string
  readonly style: LineStyle
}

/** The account's lines for the symbol: open orders at their prices; the position's entry, liquidation, TP and SL. */
function useLines(symbol: string): ReadonlyArray<Line> {
  const account = useAtomValue(accountAtom)
  // the labels' prices at the symbol's tick, sizes to its lot
  const steps = useAtomValue(stepsAtom).get(symbol)
  const state = Option.getOrUndefined(Option.flatMap(AsyncResult.value(account), (feed) => feed.value))
  if (state === undefined) return []
  const lines: Array<Line> = []
  for (const order of state.orders) {
    if (order.symbol !== symbol) continue
    const title = `${order.side} ${Format.lot(order.qty, steps?.qtyStep)}`
    const color = order.side === "Buy" ? up : down
    // a conditional order at its trigger; its limit price too when it has one (a market order's `price` is the
    // exchange's protection price, where it neither triggers nor fills: not drawn)
    const trigger = Number(order.triggerPrice ?? "")
    if (trigger > 0 && isConditional(order)) {
      const by = triggerByNames.find((t) => t.value === order.triggerBy)?.label ?? "Last"
      const triggerTitle = `${title} · trigger ${by}`
      lines.push({
        key: `t${order.orderId}${order.triggerPrice}${triggerTitle}`,
        price: trigger,
        color,
        title: triggerTitle,
        style: LineStyle.SparseDotted
      })
    }
    const price = shownPrice(order)
    if (price === undefined) continue
    lines.push({
      // a line is drawn again when its label changes (the lot step read after it was first drawn)
      key: `o${order.orderId}${price}${title}`,
      price: Number(price),
      color,
      title,
      style: LineStyle.Dashed
    })
  }
  for (const position of state.positions) {
    if (position.symbol !== symbol || Number(position.size) === 0) continue
    const add = (what: string, price: string | undefined, color: string, style: LineStyle) => {
      if (price === undefined || price === "" || !(Number(price) > 0)) return
      lines.push({ key: `p${what}${price}`, price: Number(price), color, title: what, style })
    }
    add(
      `${position.side === "Buy" ? "Long" : "Short"} ${Format.lot(position.size, steps?.qtyStep)}`,
      position.entryPrice,
      "#f0b90b",
      LineStyle.Solid
    )
    add("Liq.", position.liqPrice, "#ff7043", LineStyle.Dotted)
    add("TP", position.takeProfit, up, LineStyle.Dotted)
    add("SL", position.stopLoss, down, LineStyle.Dotted)
  }
  return lines
}

/**
 * Draws the account's lines and markers on the chart's candle series. `seriesKey` names the series whose bars are
 * on the chart now (the price chart sets it once they are drawn, so the markers are placed on those bars).
 */
export function ChartAccount(props: {
  readonly series: RefObject<{ readonly candles: ISeriesApi<"Candlestick"> } | undefined>
  readonly container: RefObject<HTMLDivElement | null>
  readonly timing: RefObject<{ readonly shift: number }>
  readonly priceLines: RefObject<Map<string, IPriceLine>>
  readonly symbol: string
  readonly seriesKey: string
}) {
  const { series, container, timing, priceLines, symbol, seriesKey } = props
  const lines = useLines(symbol)
  useEffect(() => {
    const current = series.current
    if (current === undefined) return
    const wanted = new Map(lines.map((line) => [line.key, line]))
    for (const [key, line] of priceLines.current) {
      if (!wanted.has(key)) {
        current.candles.removePriceLine(line)
        priceLines.current.delete(key)
      }
    }
    for (const line of lines) {
      if (priceLines.current.has(line.key)) continue
      priceLines.current.set(
        line.key,
        current.candles.createPriceLine({
          price: line.price,
          color: line.color,
          lineWidth: 1,
          lineStyle: line.style,
          axisLabelVisible: true,
          title: line.title
        })
      )
    }
    container.current?.setAttribute("data-lines", String(priceLines.current.size))
    // what is drawn where, for the page's tests: `title@price` per line
    container.current?.setAttribute("data-line-prices", JSON.stringify(lines.map((l) => `${l.title}@${l.price}`)))
  }, [lines, series, container, priceLines])
  useTradeMarkers(series, container, timing, seriesKey)
  return null
}
