/**
 * The account's trades on the price chart: each recent fill of the symbol as an arrow at its price in the bar of
 * its time (buys below, sells above), and the open position's entry as a marked point at the entry price, in the
 * bar of the last fill that opened or added to it. The price axis takes the markers' prices in, so none is drawn off
 * the chart (a replay's fill at a price the candles never reached). The chart element reports them for a test to
 * read: `data-markers` (how many), `data-markers-in-view` (how many of them are within the drawn price axis, read a
 * frame after they are set) and `data-entry` (the entry price marked, or empty).
 */
import * as Option from "effect/Option"
import * as AsyncResult from "effect/reactivity/AsyncResult"
import {
  type AutoscaleInfo,
  createSeriesMarkers,
  type ISeriesApi,
  type ISeriesMarkersPluginApi,
  type SeriesMarker,
  type Time,
  type UTCTimestamp
} from "lightweight-charts/later"
import { type RefObject, useEffect, useRef } from "react"
import { useAtomValue } from "../atom-react/index.js"
import { accountAtom, tradeHistoryAtom } from "../atoms/Account.js"
import { symbolAtom } from "../atoms/Selection.js"
import { stepsAtom } from "../atoms/Steps.js"
import { intervalAtom } from "../atoms/Url.js"
import { barStart } from "../lib/Bars.js"
import * as Format from "../lib/Format.js"

const buy = "#26a69a"
const sell = "#ef5350"
const entry = "#f0b90b"

/** One marker before it is placed on a bar: its true time (ms), price and look. */
interface Mark {
  readonly at: number
  readonly price: number
  readonly side: "Buy" | "Sell"
  readonly text: string
  readonly entry: boolean
}

/**
 * Keeps the markers of the account's fills and position on the candle series. `seriesKey` changes when the chart
 * draws another series; `shift` is the viewer's offset the chart draws times with (seconds).
 */
export function useTradeMarkers(
  candles: RefObject<{ readonly candles: ISeriesApi<"Candlestick"> } | undefined>,
  element: RefObject<HTMLDivElement | null>,
  shift: RefObject<{ readonly shift: number }>,
  seriesKey: string
): void {
  const symbol = useAtomValue(symbolAtom)
  const steps = useAtomValue(stepsAtom).get(symbol)
  const interval = useAtomValue(intervalAtom)
  const history = Option.flatMap(AsyncResult.value(useAtomValue(tradeHistoryAtom)), (feed) => feed.value)
  const account = Option.flatMap(AsyncResult.value(useAtomValue(accountAtom)), (feed) => feed.value)
  const plugin = useRef<{ series: ISeriesApi<"Candlestick">; api: ISeriesMarkersPluginApi<Time> } | undefined>(
    undefined
  )
  // the marked prices, which the price axis's range takes in
  const marked = useRef<ReadonlyArray<number>>([])
  const fills = Option.getOrElse(history, () => [])
  const position = Option.flatMap(account, (state) =>
    Option.fromNullishOr(state.positions.find((p) => p.symbol === symbol && Number(p.size) !== 0))
  )

  useEffect(() => {
    const series = candles.current?.candles
    const box = element.current
    if (series === undefined || box === null) return
    if (plugin.current?.series !== series) {
      plugin.current = { series, api: createSeriesMarkers(series, []) }
      series.applyOptions({
        autoscaleInfoProvider: (original: () => AutoscaleInfo | null) => {
          const info = original()
          const prices = marked.current
          if (info?.priceRange == null || prices.length === 0) return info
          const { minValue, maxValue } = info.priceRange
          return {
            ...info,
            priceRange: { minValue: Math.min(minValue, ...prices), maxValue: Math.max(maxValue, ...prices) }
          }
        }
      })
    }
    const marks: Array<Mark> = []
    const trades = fills.filter((f) => f.symbol === symbol && (f.execType === undefined || f.execType === "Trade"))
    for (const f of trades) {
      const side = f.side === "Sell" ? "Sell" : "Buy"
      marks.push({
        at: Number(f.execTime),
        price: Number(f.execPrice),
        side,
        text: Format.lot(f.execQty, steps?.qtyStep),
        entry: false
      })
    }
    if (Option.isSome(position)) {
      const p = position.value
      const side = p.side === "Sell" ? "Sell" : "Buy"
      const opening = trades.filter((f) => f.side === side).map((f) => Number(f.execTime))
      const at = opening.length > 0 ? Math.max(...opening) : Number(p.updatedTime ?? Number.NaN)
      if (Number.isFinite(at) && Number(p.entryPrice) > 0)
        marks.push({
          at,
          price: Number(p.entryPrice),
          side,
          text: `Entry ${Format.atTick(p.entryPrice, steps?.tickSize)}`,
          entry: true
        })
    }
    // on the bars the chart has: none before its first, the newest bar for a fill not yet drawn
    const last = Number(box.dataset.lastTime ?? "")
    const first = series.data()[0]?.time
    const markers: Array<SeriesMarker<Time>> = []
    for (const m of marks) {
      if (!Number.isFinite(m.at) || !Number.isFinite(m.price)) continue
      const bar = Math.floor(barStart(interval, m.at) / 1000)
      const t = Number.isFinite(last) && last > 0 ? Math.min(bar, last) : bar
      const drawn = t + shift.current.shift
      if (typeof first === "number" && drawn < first) continue
      markers.push(
        m.entry
          ? {
              time: drawn as UTCTimestamp,
              position: "atPriceMiddle",
              price: m.price,
              shape: "circle",
              color: entry,
              text: m.text
            }
          : {
              time: drawn as UTCTimestamp,
              position: m.side === "Buy" ? "atPriceBottom" : "atPriceTop",
              price: m.price,
              shape: m.side === "Buy" ? "arrowUp" : "arrowDown",
              color: m.side === "Buy" ? buy : sell,
              text: m.text
            }
      )
    }
    markers.sort((a, b) => Number(a.time) - Number(b.time))
    const prices = markers.flatMap((m) => (m.price === undefined ? [] : [m.price]))
    marked.current = prices
    plugin.current.api.setMarkers(markers)
    box.dataset.markers = String(markers.length)
    const frame = requestAnimationFrame(() => {
      const height = box.clientHeight
      box.dataset.markersInView = String(
        prices.filter((p) => {
          const y = series.priceToCoordinate(p)
          return y !== null && y >= 0 && y <= height
        }).length
      )
    })
    box.dataset.markersOf = seriesKey
    box.dataset.entry = Option.match(position, { onNone: () => "", onSome: (p) => p.entryPrice ?? "" })
    return () => cancelAnimationFrame(frame)
  }, [fills, position, symbol, steps, interval, seriesKey, candles, element, shift])
}
