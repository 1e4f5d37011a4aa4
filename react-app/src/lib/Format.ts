/**
 * Numbers for people: the exchange's decimal strings shown with the decimals their step allows, balances with a
 * bounded number of decimals and thousands separators, large volumes in compact form. Display only: every value the
 * page sends stays the exact string.
 *
 * @since 0.1.0
 */
import { browserLocale } from "./Locale.js"

/**
 * How many decimals a step such as `"0.010"` or `"5"` has (trailing zeros ignored).
 *
 * @since 0.1.0
 * @category formatting
 */
export const decimalsOf = (step: string): number => {
  const dot = step.indexOf(".")
  if (dot < 0) return 0
  return step.slice(dot + 1).replace(/0+$/, "").length
}

/**
 * The decimals a symbol's prices are shown with: its tick's when the instrument is known, else those of a price the
 * exchange quoted for it (a mark price is quoted at the tick), so an average such as an entry price of
 * `"67296.03333333"` shows as the exchange's own prices do.
 *
 * @since 1.1.0
 * @category formatting
 */
export const priceDecimals = (tickSize: string | undefined, quoted: string | undefined): number =>
  tickSize !== undefined && tickSize !== "" ? decimalsOf(tickSize) : quoted !== undefined ? decimalsOf(quoted) : 2

const formats = new Map<string, Intl.NumberFormat>()

const formatter = (options: Intl.NumberFormatOptions): Intl.NumberFormat => {
  const key = JSON.stringify(options)
  let format = formats.get(key)
  if (format === undefined) {
    format = new Intl.NumberFormat(browserLocale(), options)
    formats.set(key, format)
  }
  return format
}

// a negative figure with the true minus sign (U+2212), as the percentages have it: Intl writes the hyphen-minus, and
// the page showed both side by side (issue 72)
const signed = (text: string): string => text.replace(/^-/, "\u2212")

// a figure by one of the page's formats, its minus the true one
const write = (options: Intl.NumberFormatOptions, n: number): string => signed(formatter(options).format(n))

const parse = (text: string | number | undefined): number | undefined => {
  if (text === undefined || text === "") return undefined
  const n = typeof text === "number" ? text : Number(text)
  return Number.isFinite(n) ? n : undefined
}

/**
 * A price with exactly `decimals` decimals and thousands separators (`"—"` when there is none).
 *
 * @since 0.1.0
 * @category formatting
 */
export const price = (text: string | number | undefined, decimals: number): string => {
  const n = parse(text)
  if (n === undefined) return "—"
  return write({ minimumFractionDigits: decimals, maximumFractionDigits: decimals }, n)
}

/**
 * An amount (balance, size, PnL) with at most `maxDecimals` decimals, trailing zeros dropped, thousands separated.
 *
 * @since 0.1.0
 * @category formatting
 */
export const amount = (text: string | number | undefined, maxDecimals = 4): string => {
  const n = parse(text)
  if (n === undefined) return "—"
  return write({ minimumFractionDigits: 0, maximumFractionDigits: maxDecimals }, n)
}

/**
 * A money value in a fiat-like coin: two decimals, thousands separated.
 *
 * @since 0.1.0
 * @category formatting
 */
export const money = (text: string | number | undefined): string => {
  const n = parse(text)
  if (n === undefined) return "—"
  return write({ minimumFractionDigits: 2, maximumFractionDigits: 2 }, n)
}

/**
 * A profit or loss (uPnL, realised): always four decimals, so figures side by side line up ("0.2300" beside
 * "−0.1260"), the true minus sign.
 *
 * @since 1.2.0
 * @category formatting
 */
export const pnl = (text: string | number | undefined): string => price(text, 4)

const suffixes: ReadonlyArray<readonly [number, string]> = [
  [1e12, "T"],
  [1e9, "B"],
  [1e6, "M"],
  [1e3, "K"]
]

/**
 * A large number in compact form, the same way in every locale but for its digits: `2.29B`, `937.2M`, `50.66K`
 * (`50,66K` in German, where Intl's compact notation wrote thousands in full, `50.659,08`, beside `1,23 Mio.`).
 *
 * @since 0.1.0
 * @category formatting
 */
export const compact = (text: string | number | undefined): string => {
  const n = parse(text)
  if (n === undefined) return "—"
  const found = suffixes.find(([at]) => Math.abs(n) >= at)
  return found === undefined
    ? write({ maximumFractionDigits: 2 }, n)
    : `${write({ maximumFractionDigits: 2 }, n / found[0])}${found[1]}`
}

/**
 * A fraction as a signed percentage: `0.0123` → `+1.23%`.
 *
 * @since 0.1.0
 * @category formatting
 */
export const percent = (fraction: string | number | undefined): string => {
  const n = parse(fraction)
  if (n === undefined) return "—"
  const text = formatter({ minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.abs(n * 100))
  return `${n > 0 ? "+" : n < 0 ? "−" : ""}${text}%`
}

/**
 * A ratio (a fraction) as an unsigned percentage with two decimals, as a margin rate is shown: `0.0123` → `1.23%`
 * (`1,23%` in German).
 *
 * @since 1.2.0
 * @category formatting
 */
export const ratio = (fraction: string | number | undefined): string => {
  const n = parse(fraction)
  if (n === undefined) return "—"
  return `${write({ minimumFractionDigits: 2, maximumFractionDigits: 2 }, n * 100)}%`
}

/**
 * An implied volatility (a fraction) as a percentage with one decimal, always, so a column of them lines up: `0.44` →
 * `44.0%`, `0.4412` → `44.1%` (`44,0%` in German).
 *
 * @since 2.0.0
 * @category formatting
 */
export const iv = (fraction: string | number | undefined): string => {
  const n = parse(fraction)
  if (n === undefined) return "—"
  return `${write({ minimumFractionDigits: 1, maximumFractionDigits: 1 }, n * 100)}%`
}

/**
 * A price at a symbol's tick (`tickSize`), as the exchange quotes it: an average such as `"66462.07454545"` at the
 * tick `"0.1"` is `66,462.1`. Without the tick (not read yet) at most 8 decimals, trailing zeros dropped.
 *
 * @since 1.2.0
 * @category formatting
 */
export const atTick = (text: string | number | undefined, tickSize: string | undefined): string =>
  tickSize === undefined || tickSize === "" ? amount(text, 8) : price(text, decimalsOf(tickSize))

const fiatLike = new Set(["USDT", "USDC", "USD", "USDE", "DAI", "EUR"])

/**
 * A fee or another small amount of a coin: four decimals in a dollar-like coin (`0.0396 USDT`, not `0.03961234`), up
 * to eight in another (`0.00000061 BTC`); trailing zeros dropped.
 *
 * @since 1.2.0
 * @category formatting
 */
export const fee = (text: string | number | undefined, coin: string | undefined): string =>
  amount(text, coin !== undefined && fiatLike.has(coin.toUpperCase()) ? 4 : 8)

/**
 * A time of day in the browser's time zone, `HH:MM:SS`.
 *
 * @since 0.1.0
 * @category formatting
 */
export const clock = (ms: number): string =>
  new Intl.DateTimeFormat(browserLocale(), {
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hour12: false
  }).format(ms)

/**
 * A date and time in the browser's time zone, `YYYY-MM-DD HH:MM:SS`.
 *
 * @since 0.1.0
 * @category formatting
 */
export const dateTime = (ms: number): string => {
  const d = new Date(ms)
  const pad = (n: number) => String(n).padStart(2, "0")
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
}

/**
 * The browser's time zone as a short label: `UTC`, `UTC+2`, `UTC−5:30`.
 *
 * @since 0.1.0
 * @category formatting
 */
export const timeZoneLabel = (at: number = Date.now()): string => {
  const offset = -new Date(at).getTimezoneOffset()
  if (offset === 0) return "UTC"
  const hours = Math.floor(Math.abs(offset) / 60)
  const minutes = Math.abs(offset) % 60
  return `UTC${offset > 0 ? "+" : "−"}${hours}${minutes === 0 ? "" : `:${String(minutes).padStart(2, "0")}`}`
}

/**
 * A funding rate (a fraction) as a signed percentage with four decimals, as exchanges show it: `0.0001` →
 * `0.0100%`, `-0.00025` → `−0.0250%`.
 *
 * @since 0.1.0
 * @category formatting
 */
export const rate = (fraction: string | number | undefined): string => {
  const n = parse(fraction)
  if (n === undefined) return "—"
  const text = formatter({ minimumFractionDigits: 4, maximumFractionDigits: 4 }).format(Math.abs(n * 100))
  return `${n < 0 ? "−" : ""}${text}%`
}

/**
 * The time left until `until` (ms) at `now` (ms) as `HH:MM:SS`, never below zero.
 *
 * @since 0.1.0
 * @category formatting
 */
export const countdown = (until: number, now: number): string => {
  const left = Math.max(0, Math.floor((until - now) / 1000))
  const pad = (n: number) => String(n).padStart(2, "0")
  return `${pad(Math.floor(left / 3600))}:${pad(Math.floor((left % 3600) / 60))}:${pad(left % 60)}`
}

/**
 * The reader's decimal separator (`","` in German, `"."` in English).
 *
 * @since 1.2.0
 * @category input
 */
export const decimalSeparator = (): string =>
  formatter({ minimumFractionDigits: 1 })
    .formatToParts(1.5)
    .find((part) => part.type === "decimal")?.value ?? "."

/**
 * A number as the reader typed it, written as the exchange takes it: the reader's decimal separator read as the
 * point (a point is read as one too), spaces dropped; anything else is left as typed, for the form to refuse in
 * words (`"0,01"` under de-DE is `"0.01"`; under en-US it stays `"0,01"`, which is not a number there).
 *
 * @since 1.2.0
 * @category input
 */
export const readDecimal = (typed: string): string => {
  const compact = typed.replace(/[\s\u00a0\u202f]/g, "")
  const comma = decimalSeparator() === ","
  // grouped as the reader writes it ("1.234,5" in German, "1,234.5" in English): the group marks are dropped once
  // the decimal mark follows them
  const decimal = comma ? "," : "."
  const group = comma ? "." : ","
  const at = compact.lastIndexOf(decimal)
  const ungrouped =
    at > 0 && compact.slice(0, at).includes(group) && !compact.slice(at).includes(group)
      ? compact.slice(0, at).split(group).join("") + compact.slice(at)
      : compact
  return comma ? ungrouped.replace(/,/g, ".") : ungrouped
}

/**
 * A price as the exchange takes it, at the tick: `"65247.90"` at the tick `"0.1"` is `"65247.9"` (the order form's
 * "Last" typed the ticker's own string, trailing zero and all); without the tick, its trailing zeros dropped.
 *
 * @since 1.2.0
 * @category input
 */
export const onTick = (text: string, tickSize: string | undefined): string => {
  const n = Number(text)
  if (text.trim() === "" || !Number.isFinite(n)) return text
  if (tickSize !== undefined && tickSize !== "" && Number(tickSize) > 0) {
    const tick = Number(tickSize)
    return (Math.round(n / tick) * tick).toFixed(decimalsOf(tickSize))
  }
  return text.includes(".") ? text.replace(/\.?0+$/, "") : text
}

/**
 * A number held as the exchange writes it (`"0.01"`), shown in an input as the reader writes it (`"0,01"` in German).
 *
 * @since 1.2.0
 * @category input
 */
export const writeDecimal = (canonical: string): string =>
  decimalSeparator() === "," ? canonical.replace(/\./g, ",") : canonical

/**
 * A size to the lot: exactly the decimals of the lot step `step`, in the reader's locale, not grouped (it reads as
 * the quantity field takes it: "7,373" in German, "7.373" in English).
 *
 * @since 1.2.0
 * @category formatting
 */
export const size = (text: string | number | undefined, step: string): string => {
  const n = parse(text)
  if (n === undefined) return "—"
  const decimals = decimalsOf(step)
  return write({ minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: false }, n)
}

/**
 * A size to its symbol's lot once the lot step is known ({@link size}); until then as the exchange wrote it, up to 8
 * decimals, in the reader's locale.
 *
 * @since 1.2.0
 * @category formatting
 */
export const lot = (text: string | number | undefined, step: string | undefined): string =>
  step === undefined || step === "" ? amount(text, 8) : size(text, step)
