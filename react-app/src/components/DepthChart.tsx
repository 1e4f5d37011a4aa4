import * as Option from "effect/Option"
import * as AsyncResult from "effect/reactivity/AsyncResult"
import type { BookView } from "effect-bybit"
import {
  AreaSeries,
  ColorType,
  createOptionsChart,
  type DeepPartial,
  type IChartApiBase,
  type ISeriesApi,
  LineType,
  type PriceChartOptions
} from "lightweight-charts/later"
import { useEffect, useRef } from "react"
import { useAtomValue } from "../atom-react/index.js"
import { bookAtom, instrumentAtom } from "../atoms/Market.js"
import { publicStaleAtom, staleness } from "../atoms/Stale.js"
import { depthPoints } from "../lib/Depth.js"
import * as Format from "../lib/Format.js"
import { browserLocale } from "../lib/Locale.js"
import { Panel } from "./Panel.js"

interface Chart {
  readonly chart: IChartApiBase<number>
  readonly bids: ISeriesApi<"Area", number>
  readonly asks: ISeriesApi<"Area", number>
}

/** Cumulative bid (green, left) and ask (red, right) depth against price, drawn by lightweight-charts. */
export function DepthChart() {
  const book = useAtomValue(bookAtom)
  const socket = useAtomValue(publicStaleAtom)
  const container = useRef<HTMLDivElement>(null)
  const chart = useRef<Chart | undefined>(undefined)
  const shown = Option.getOrUndefined(Option.flatMap(AsyncResult.value(book), (feed) => feed.value))
  const current: BookView.Book | undefined = shown?.book
  const instrument = Option.flatten(AsyncResult.value(useAtomValue(instrumentAtom)))
  // prices on the axis at the tick's decimals: whole numbers would repeat (3,330 3,330 3,330 for ETH at 0.01)
  const decimals = Option.match(instrument, { onNone: () => 2, onSome: (i) => Format.decimalsOf(i.tickSize) })
  // read by the price axis's labels, which are made after this render
  const axisDecimals = useRef(decimals)
  axisDecimals.current = decimals

  useEffect(() => {
    const element = container.current
    if (element === null) return
    const created = createOptionsChart(element, {
      autoSize: true,
      localization: { locale: browserLocale() },
      layout: { background: { type: ColorType.Solid, color: "#0f141b" }, textColor: "#9aa7b4", fontSize: 10 },
      grid: { vertLines: { visible: false }, horzLines: { color: "#1b232d" } },
      rightPriceScale: { borderColor: "#26303b" },
      timeScale: { borderColor: "#26303b" },
      handleScroll: false,
      handleScale: false
    })
    const area = (line: string, top: string) =>
      created.addSeries(AreaSeries, {
        lineColor: line,
        topColor: top,
        bottomColor: "rgba(0,0,0,0)",
        lineWidth: 2,
        lineType: LineType.WithSteps,
        priceLineVisible: false,
        lastValueVisible: false,
        priceFormat: { type: "volume" }
      })
    // the price axis's labels in the reader's locale ("64,815.0", "64.815,0"): the options chart writes them with
    // toFixed whatever the locale (issue 72), and takes no formatter for them; its scale's two writers are replaced.
    // The labels last written are kept on the element (`data-axis`), for the page's tests
    const behaviour = created.horzBehaviour() as unknown as {
      formatTickmark: (mark: { readonly time: number }) => string
      formatHorzItem: (item: number) => string
    }
    const written: Array<string> = []
    const label = (price: number) => {
      const text = Format.price(price, axisDecimals.current)
      written.push(text)
      if (written.length > 12) written.shift()
      element.dataset.axis = JSON.stringify(written)
      return text
    }
    behaviour.formatTickmark = (mark) => label(mark.time)
    behaviour.formatHorzItem = (item) => Format.price(item, axisDecimals.current)
    chart.current = {
      chart: created,
      bids: area("#26a69a", "rgba(38,166,154,0.35)"),
      asks: area("#ef5350", "rgba(239,83,80,0.35)")
    }
    return () => {
      chart.current = undefined
      created.remove()
    }
  }, [])

  useEffect(() => {
    // the price scale's own precision (labels and crosshair), which defaults to whole numbers
    // and both axes written as the rest of the page writes figures (the reader's locale): prices at the tick below,
    // cumulative sizes compact at the side
    const price = (p: number) => Format.price(p, decimals)
    const options: DeepPartial<PriceChartOptions> = {
      localization: {
        precision: decimals,
        priceFormatter: (size: number) => Format.compact(size),
        timeFormatter: price
      }
    }
    chart.current?.chart.applyOptions(options)
    container.current?.setAttribute("data-precision", String(decimals))
  }, [decimals])

  useEffect(() => {
    const target = chart.current
    if (target === undefined) return
    if (current === undefined) {
      // no book of this market (yet): nothing of another market's or environment's either
      target.bids.setData([])
      target.asks.setData([])
      container.current?.setAttribute("data-points", "0")
      return
    }
    const points = depthPoints(current.bidPrices, current.bidSizes, current.askPrices, current.askSizes)
    target.bids.setData(points.bids.map((p) => ({ time: p.price, value: p.total })))
    target.asks.setData(points.asks.map((p) => ({ time: p.price, value: p.total })))
    target.chart.timeScale().fitContent()
    container.current?.setAttribute("data-points", String(points.bids.length + points.asks.length))
  }, [current])

  return (
    <Panel
      title="Depth"
      className="depth-panel"
      testId="depth-panel"
      stale={staleness(book, socket) ?? shown?.rebuilding}
    >
      <div className="depth" data-testid="depth-chart" data-points="0" ref={container} />
    </Panel>
  )
}
