/**
 * Chart times for the viewer. lightweight-charts reads every time as UTC and puts its tick marks on UTC hours and
 * midnights, so in Berlin a 1h chart marked each day at "01:00" and in New York a daily candle read "yesterday
 * 19:00". Intraday series are therefore drawn shifted by the viewer's UTC offset (the chart's "UTC" is then the
 * viewer's wall clock, and its marks fall on the viewer's hours and midnights), and every label is computed from the
 * true time, so it never lies, even for bars before a daylight-saving change. Daily, weekly and monthly candles are
 * the exchange's UTC days: they are not shifted and carry their UTC date, without a time.
 *
 * @since 0.1.0
 */

/**
 * lightweight-charts' tick mark weights (`TickMarkType`): year, month, day of month, time, time with seconds.
 *
 * @since 0.1.0
 * @category models
 */
export type TickType = 0 | 1 | 2 | 3 | 4

/**
 * What a tick mark says: its kind and its text.
 *
 * @since 0.1.0
 * @category models
 */
export interface TickLabel {
  readonly kind: "year" | "month" | "day" | "time"
  readonly label: string
}

/**
 * Whether an interval's bars are whole UTC days (or weeks, months): `D`, `W`, `M`.
 *
 * @since 0.1.0
 * @category predicates
 */
export const isDaily = (interval: string): boolean => interval === "D" || interval === "W" || interval === "M"

/**
 * The seconds added to each bar's time before it is drawn: the viewer's UTC offset at `at` (ms) for intraday
 * series, `0` for daily ones. One shift per series: the newest bars are placed exactly; bars before a
 * daylight-saving change are placed an hour off but still labelled with their true time.
 *
 * @since 0.1.0
 * @category constructors
 */
export const shiftOf = (interval: string, at: number): number =>
  isDaily(interval) ? 0 : -new Date(at).getTimezoneOffset() * 60

const pad = (n: number) => String(n).padStart(2, "0")

/** A moment's calendar fields, in the viewer's zone or in UTC. */
const fields = (ms: number, utc: boolean) => {
  const d = new Date(ms)
  return utc
    ? { y: d.getUTCFullYear(), mo: d.getUTCMonth(), d: d.getUTCDate(), h: d.getUTCHours(), mi: d.getUTCMinutes() }
    : { y: d.getFullYear(), mo: d.getMonth(), d: d.getDate(), h: d.getHours(), mi: d.getMinutes() }
}

/**
 * A bar's time as the readout and the crosshair show it: `YYYY-MM-DD HH:MM` in the viewer's zone, or the UTC date
 * `YYYY-MM-DD` of a daily bar. `seconds` is the true time.
 *
 * @since 0.1.0
 * @category formatting
 */
export const barLabel = (seconds: number, daily: boolean): string => {
  const f = fields(seconds * 1000, daily)
  const date = `${f.y}-${pad(f.mo + 1)}-${pad(f.d)}`
  return daily ? date : `${date} ${pad(f.h)}:${pad(f.mi)}`
}

/**
 * A tick mark's label from its true time: a year, a month (the locale's short name), a day (`27 Nov`, `Nov 27`,
 * `27. Nov.` by locale) or a time `HH:MM` — a day or larger only when the mark really is the viewer's midnight (or,
 * daily, the UTC midnight), else the time it is at.
 *
 * @since 0.1.0
 * @category formatting
 */
export const tickLabel = (seconds: number, type: TickType, daily: boolean, locale: string): TickLabel => {
  const ms = seconds * 1000
  const f = fields(ms, daily)
  const midnight = f.h === 0 && f.mi === 0
  const zone = daily ? { timeZone: "UTC" } : {}
  if (type <= 2 && midnight) {
    if (type === 0) return { kind: "year", label: String(f.y) }
    if (type === 1)
      return { kind: "month", label: new Intl.DateTimeFormat(locale, { month: "short", ...zone }).format(ms) }
    return {
      kind: "day",
      label: new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", ...zone }).format(ms)
    }
  }
  return { kind: "time", label: `${pad(f.h)}:${pad(f.mi)}` }
}
