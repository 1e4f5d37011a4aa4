/**
 * The price chart's type (candles, hollow candles, line, Heikin-Ashi), as a hook of `PriceChart` run after its bars
 * are set. Plain candles are what the chart draws by itself; the code of the other types (`ChartTypeDraw`) is fetched
 * when one is first chosen (or kept from a visit before), after the first paint.
 *
 * @since 0.1.0
 */
import { useEffect, useRef, useState } from "react"
import { useAtomValue } from "../atom-react/index.js"
import { chartTypeAtom } from "../atoms/ChartSettings.js"
import type { Bar } from "../lib/Bars.js"
import type { ChartRefs } from "./ChartSeries.js"
import type { DrawState } from "./ChartTypeDraw.js"

type Draw = typeof import("./ChartTypeDraw.js")

/**
 * Draws the chart in the chosen type over `bars` (the series on screen); to be called after `useBars`.
 *
 * @since 0.1.0
 * @category hooks
 */
export function useChartType(refs: ChartRefs, bars: ReadonlyArray<Bar> | undefined): void {
  const type = useAtomValue(chartTypeAtom)
  const [code, setCode] = useState<Draw | undefined>(undefined)
  const state = useRef<DrawState>({ line: undefined, averaged: false })
  useEffect(() => {
    if (type === "candles" || code !== undefined) return
    let live = true
    void import("./ChartTypeDraw.js").then((m) => {
      if (live) setCode(m)
    })
    return () => {
      live = false
    }
  }, [type, code])
  // biome-ignore lint/correctness/useExhaustiveDependencies: the refs are the component's own, made once
  useEffect(() => {
    const current = refs.series.current
    const element = refs.container.current
    if (current === undefined || element === null) return
    // plain candles before any other type was drawn: the chart's own
    if (code === undefined) element.dataset.chartType = type === "candles" ? type : ""
    else code.draw(state.current, current, element, refs.timing.current.shift, bars ?? [], type)
  }, [type, bars, code])
  // the chart's own clean-up removes the line with the chart
  useEffect(
    () => () => {
      state.current = { line: undefined, averaged: false }
    },
    []
  )
}
