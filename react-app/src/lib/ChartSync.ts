/**
 * How the chart follows a candle series without losing the user's zoom: a new series (another symbol or interval)
 * is drawn afresh; the same series changes bar by bar — the open bar is updated, new bars are appended, a repaired
 * older bar is updated in place — and only a change that cannot be expressed so (a bar inserted between others)
 * redraws the series, keeping the visible range.
 *
 * @since 0.1.0
 */

/**
 * A bar as the chart knows it (time in seconds).
 *
 * @since 0.1.0
 * @category models
 */
export interface SyncBar {
  readonly time: number
  readonly open: number
  readonly high: number
  readonly low: number
  readonly close: number
  readonly volume: number
}

/**
 * A series: its key (`category/symbol/interval`) and its bars, oldest first.
 *
 * @since 0.1.0
 * @category models
 */
export interface SyncSeries<B extends SyncBar> {
  readonly key: string
  readonly bars: ReadonlyArray<B>
}

/**
 * What to do: redraw (`reset`, keeping the view when `keepView`), or apply `updates` in order (`historical` for a
 * bar before the last one shown).
 *
 * @since 0.1.0
 * @category models
 */
export interface Plan<B extends SyncBar> {
  readonly reset: boolean
  readonly keepView: boolean
  readonly updates: ReadonlyArray<{ readonly bar: B; readonly historical: boolean }>
}

const same = (a: SyncBar, b: SyncBar): boolean =>
  a.open === b.open && a.high === b.high && a.low === b.low && a.close === b.close && a.volume === b.volume

/**
 * The steps that take the chart from the series shown to the next one.
 *
 * @since 0.1.0
 * @category constructors
 */
export const plan = <B extends SyncBar>(shown: SyncSeries<B>, next: SyncSeries<B>): Plan<B> => {
  const redraw = (keepView: boolean): Plan<B> => ({ reset: true, keepView, updates: [] })
  if (shown.key !== next.key || shown.bars.length === 0) return redraw(false)
  const lastShown = shown.bars[shown.bars.length - 1]?.time ?? Number.NEGATIVE_INFINITY
  const firstShown = shown.bars[0]?.time ?? Number.NEGATIVE_INFINITY
  const byTime = new Map(shown.bars.map((bar) => [bar.time, bar]))
  const historical: Array<{ readonly bar: B; readonly historical: boolean }> = []
  const current: Array<{ readonly bar: B; readonly historical: boolean }> = []
  for (const bar of next.bars) {
    if (bar.time > lastShown) {
      current.push({ bar, historical: false })
      continue
    }
    const before = byTime.get(bar.time)
    if (before === undefined) {
      // older than anything shown: the window slid, the chart keeps its older bars
      if (bar.time < firstShown) continue
      // between shown bars: cannot be updated in place
      return redraw(true)
    }
    if (same(before, bar)) continue
    if (bar.time === lastShown) current.unshift({ bar, historical: false })
    else historical.push({ bar, historical: true })
  }
  return { reset: false, keepView: true, updates: [...historical, ...current] }
}
