/**
 * Figures the browser tests check the page against: an instrument and its prices read straight from the exchange
 * (the page is not asked), prices put on the tick grid, and a figure as the page shows it read back as a number.
 */
import * as crypto from "node:crypto"
import type { Page } from "playwright-core"
import * as H from "./Harness.js"

/**
 * The wall clock of a time (`ms`) in a time zone, as the app writes local times: `date` `2026-11-26`, `time` `19:00`,
 * `dateTime` `2026-11-26 19:00:05` (the app's `Format.dateTime`) and the day of the month.
 */
export const wallClock = (
  ms: number,
  timeZone: string
): { readonly date: string; readonly time: string; readonly dateTime: string; readonly day: string } => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23"
    })
      .formatToParts(ms)
      .map((p) => [p.type, p.value])
  )
  const date = `${parts.year}-${parts.month}-${parts.day}`
  const time = `${parts.hour}:${parts.minute}`
  return { date, time, dateTime: `${date} ${time}:${parts.second}`, day: parts.day ?? "" }
}

/** The decimals a step or tick carries (`"0.010"`: 2). */
export const decimals = (step: string): number =>
  step.includes(".") ? (step.split(".")[1] ?? "").replace(/0+$/, "").length : 0

/** A price on the tick grid near `value`. */
export const onTick = (value: number, tick: string): string =>
  (Math.round(value / Number(tick)) * Number(tick)).toFixed(decimals(tick))

/** A figure as the page shows it under en-US (`67,296.5`, `−1.25%`) as a number. */
export const figure = (text: string | null | undefined): number =>
  Number(
    (text ?? "")
      .replace(/,/g, "")
      .replace(/−/g, "-")
      .replace(/[^\d.+-]/g, "")
  )

/** A figure as the page shows it in `locale` (de-DE: `67.296,5`; en-US: `67,296.5`) as a number. */
export const localFigure = (text: string | null | undefined, locale: string): number => {
  const { group, decimal } = separators(locale)
  return Number(
    (text ?? "")
      .split(group)
      .join("")
      .replace(decimal, ".")
      .replace(/−/g, "-")
      .replace(/[^\d.+-]/g, "")
  )
}

/**
 * Waits until the figure an element shows, read in `locale`'s digits as `localFigure` reads it, is `value` (a figure
 * fed by a stream is read once it came, not once when it may still be on its way).
 */
export const untilLocalFigure = (page: Page, id: string, locale: string, value: number, timeout = 60_000) => {
  const { group, decimal } = separators(locale)
  return H.explain(
    page.waitForFunction(
      ([selector, g, d, expected]) => {
        const text = (document.querySelector(selector as string)?.textContent ?? "").trim()
        const read = Number(
          text
            .split(g as string)
            .join("")
            .replace(d as string, ".")
            .replace(/\u2212/g, "-")
            .replace(/[^\d.+-]/g, "")
        )
        return text !== "" && read === expected
      },
      [H.byId(id), group, decimal, value] as const,
      { timeout, polling: 100 }
    ),
    `${id} never read ${value} in ${locale} within ${timeout} ms`
  )
}

/** The group and decimal separators of a locale, as Intl writes them. */
export const separators = (locale: string): { readonly group: string; readonly decimal: string } => {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6)
  return {
    group: parts.find((p) => p.type === "group")?.value ?? ",",
    decimal: parts.find((p) => p.type === "decimal")?.value ?? "."
  }
}

/** A figure of at least 1,000 written in `locale`'s digits: thousands grouped, optional decimals. */
export const groupedIn = (locale: string): RegExp => {
  const { group, decimal } = separators(locale)
  const esc = (c: string) => c.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
  return new RegExp(`^\\d{1,3}(${esc(group)}\\d{3})+(${esc(decimal)}\\d+)?$`)
}

/** An instrument and its prices as the exchange states them. */
export interface Market {
  readonly tick: string
  /** The quantity step (a spot pair's base precision). */
  readonly step: string
  readonly minQty: string
  /** NaN where the category has no leverage (spot). */
  readonly maxLeverage: number
  readonly bid: number
  readonly last: number
  readonly nextFundingTime: string
}

/** The `result` of a GET on the app server's exchange. */
export const rest = async <A>(served: H.Served, path: string): Promise<A> =>
  (await (await fetch(`${served.handle().emulator.rest}${path}`)).json()).result as A

/** The instrument and prices of a symbol, read from the exchange (the page is not asked). */
export const market = async (served: H.Served, category: string, symbol: string): Promise<Market> => {
  const info = await rest<{
    list: ReadonlyArray<{
      priceFilter: { tickSize: string }
      lotSizeFilter: { qtyStep?: string; basePrecision?: string; minOrderQty: string }
      leverageFilter?: { maxLeverage: string }
    }>
  }>(served, `/v5/market/instruments-info?category=${category}&symbol=${symbol}`)
  const ticker = await rest<{
    list: ReadonlyArray<{ bid1Price: string; lastPrice: string; nextFundingTime?: string }>
  }>(served, `/v5/market/tickers?category=${category}&symbol=${symbol}`)
  const i = info.list[0]
  const t = ticker.list[0]
  if (i === undefined || t === undefined) throw new Error(`no ${category} ${symbol} on the exchange`)
  return {
    tick: i.priceFilter.tickSize,
    step: i.lotSizeFilter.qtyStep ?? i.lotSizeFilter.basePrecision ?? "1",
    minQty: i.lotSizeFilter.minOrderQty,
    maxLeverage: Number(i.leverageFilter?.maxLeverage ?? Number.NaN),
    bid: Number(t.bid1Price),
    last: Number(t.lastPrice),
    nextFundingTime: t.nextFundingTime ?? ""
  }
}

/**
 * A signed call (HMAC, the demo master key) on the app server's exchange: its `result`, or a throw with the
 * exchange's `retCode` and `retMsg` (the exchange's state, not the page's). `at` is the request's timestamp (ms; now
 * by default: an exchange whose clock was moved is signed for at its own time).
 */
export const signed = async <A>(
  served: H.Served,
  method: "GET" | "POST",
  path: string,
  params: Record<string, string | number>,
  at: number = Date.now()
): Promise<A> => {
  const { emulator } = served.handle()
  const timestamp = String(at)
  const recvWindow = "5000"
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()
  const body = method === "POST" ? JSON.stringify(params) : ""
  const payload = `${timestamp}${emulator.apiKey}${recvWindow}${method === "GET" ? query : body}`
  const sign = crypto.createHmac("sha256", emulator.apiSecret).update(payload).digest("hex")
  const response = await fetch(`${emulator.rest}${path}${method === "GET" ? `?${query}` : ""}`, {
    method,
    headers: {
      "X-BAPI-API-KEY": emulator.apiKey,
      "X-BAPI-TIMESTAMP": timestamp,
      "X-BAPI-RECV-WINDOW": recvWindow,
      "X-BAPI-SIGN": sign,
      "Content-Type": "application/json"
    },
    ...(method === "POST" ? { body } : {})
  })
  const json = (await response.json()) as { retCode: number; retMsg: string; result: A }
  if (json.retCode !== 0) throw new Error(`${path}: ${json.retCode} ${json.retMsg}`)
  return json.result
}

/** A position of the demo account as the exchange lists it (`/v5/position/list`). */
export interface ListedPosition {
  readonly positionIdx: number
  readonly size: string
  readonly side: string
  readonly takeProfit: string
  readonly stopLoss: string
  readonly trailingStop: string
  readonly positionIM: string
}

/** The demo account's positions of a linear symbol, straight from the exchange. */
export const positions = async (served: H.Served, symbol: string): Promise<ReadonlyArray<ListedPosition>> =>
  (
    await signed<{ list: ReadonlyArray<ListedPosition> }>(served, "GET", "/v5/position/list", {
      category: "linear",
      symbol
    })
  ).list
