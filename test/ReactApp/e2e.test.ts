/**
 * The React app end to end, in the Chromium of test/support/Browser.ts driven by playwright-core: the app is built once with Vite, served
 * by the production app server (with its embedded emulator) on a free port, and checked against the test contract
 * of issue #10. Screenshots go to `test-results/`.
 */
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { fileURLToPath } from "node:url"
import { expect, layer } from "@effect/vitest"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Layer from "effect/Layer"
import * as Schema from "effect/Schema"
import type { Browser, Page } from "playwright-core"
import * as AppServer from "../../scripts/AppServer.js"
import * as BrowserSupport from "../support/Browser.js"
import * as Png from "./Png.js"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")
const appRoot = path.join(root, "react-app")
const results = path.join(root, "test-results")

class E2eSetupError extends Schema.TaggedError<E2eSetupError>()("E2eSetupError", {
  message: Schema.String,
  cause: Schema.optional(Schema.Defect)
}) {}

interface App {
  readonly page: Page
  readonly server: AppServer.AppServerHandle
  /** Uncaught errors the page threw, for the failure message. */
  readonly pageErrors: Array<string>
}

// The setup's outcome, not the app itself: a setup failure (no chromium, app does not build) then fails every test
// with its message instead of leaving them skipped.
class E2eSetup extends Context.Tag("test/E2eSetup")<E2eSetup, Either.Either<App, E2eSetupError>>() {}

const E2eApp = Effect.flatMap(E2eSetup, Either.match({ onLeft: Effect.fail, onRight: Effect.succeed }))

const attempt = <A>(message: string, run: () => Promise<A>) =>
  Effect.tryPromise({
    try: run,
    catch: (cause) =>
      new E2eSetupError({ message: `${message}: ${cause instanceof Error ? cause.message : String(cause)}`, cause })
  })

const tempDir = Effect.acquireRelease(
  Effect.sync(() => fs.mkdtempSync(path.join(os.tmpdir(), "effect-bybit-e2e-"))),
  (dir) => Effect.sync(() => fs.rmSync(dir, { recursive: true, force: true }))
)

// Built into a temporary directory, so react-app/dist of whoever is developing stays untouched.
const buildApp = (outDir: string) =>
  attempt(`vite build of ${appRoot} failed`, async () => {
    const vite = await import("vite")
    await vite.build({
      root: appRoot,
      configFile: path.join(appRoot, "vite.config.ts"),
      logLevel: "warn",
      // no gzip-size report and no minifying: the 2-core build is the slowest step of this file
      build: { outDir, emptyOutDir: true, reportCompressedSize: false, minify: false }
    })
  })

// playwright gives every launch a fresh temporary profile (user-data dir) and removes it on close
const launch = Effect.acquireRelease(
  attempt("cannot launch the test browser", () => BrowserSupport.launch().then((launched) => launched.browser)),
  (browser: Browser) => Effect.promise(() => browser.close())
)

const E2eLive = Layer.scoped(
  E2eSetup,
  Effect.gen(function* () {
    fs.mkdirSync(results, { recursive: true })
    const dist = yield* tempDir
    yield* buildApp(dist)
    const server = yield* AppServer.make({ mode: "prod", port: 0, distDir: dist }).pipe(
      Effect.mapError((cause) => new E2eSetupError({ message: cause.message, cause }))
    )
    const browser = yield* launch
    const page = yield* attempt("cannot open a page", () => browser.newPage({ viewport: { width: 1440, height: 900 } }))
    const pageErrors: Array<string> = []
    page.on("pageerror", (error) => pageErrors.push(error.message))
    page.on("console", (message) => {
      if (message.type() === "error") pageErrors.push(`console: ${message.text()}`)
    })
    yield* attempt(`cannot load ${server.url}`, () => page.goto(server.url, { waitUntil: "load" }))
    return { page, server, pageErrors }
  }).pipe(Effect.either)
)

const byId = (id: string): string => `[data-testid="${id}"]`

const usePage = <A>(run: (app: App) => Promise<A>) =>
  Effect.flatMap(E2eApp, (app) =>
    Effect.tryPromise({
      try: () => run(app),
      catch: (cause) =>
        new E2eSetupError({
          message: `${String(cause)}${app.pageErrors.length > 0 ? `\npage errors:\n${app.pageErrors.join("\n")}` : ""}`,
          cause
        })
    })
  )

const shot = (name: string) =>
  usePage(({ page }) => page.screenshot({ path: path.join(results, `react-app-${name}.png`), fullPage: true }))

const textOf = (page: Page, id: string): Promise<string> =>
  page
    .locator(byId(id))
    .first()
    .textContent()
    .then((t) => (t ?? "").trim())

/** Waits until the element's text is exactly `value`. */
const waitText = (page: Page, id: string, value: string, timeout = 15_000) =>
  page.waitForFunction(
    ([selector, expected]) => document.querySelector(selector ?? "")?.textContent?.trim() === expected,
    [byId(id), value] as const,
    { timeout }
  )

const rest = <A>(server: AppServer.AppServerHandle, pathAndQuery: string) =>
  fetch(`${server.emulator.rest}${pathAndQuery}`)
    .then((r) => r.json())
    .then((body: { readonly result: A }) => body.result)

interface Instrument {
  readonly priceFilter: { readonly tickSize: string }
  readonly lotSizeFilter: { readonly qtyStep: string; readonly minOrderQty: string }
}

const decimals = (step: string): number =>
  step.includes(".") ? (step.split(".")[1] ?? "").replace(/0+$/, "").length : 0

/** A resting Buy far below the market: 60% of the best bid on the tick grid, worth about 20 USDT. */
const farBuy = async (server: AppServer.AppServerHandle) => {
  const info = await rest<{ list: ReadonlyArray<Instrument> }>(
    server,
    "/v5/market/instruments-info?category=linear&symbol=BTCUSDT"
  )
  const ticker = await rest<{ list: ReadonlyArray<{ bid1Price: string }> }>(
    server,
    "/v5/market/tickers?category=linear&symbol=BTCUSDT"
  )
  const instrument = info.list[0]
  const bid = Number(ticker.list[0]?.bid1Price)
  if (instrument === undefined || !(bid > 0)) throw new Error("the emulator has no BTCUSDT linear market")
  const tick = Number(instrument.priceFilter.tickSize)
  const step = Number(instrument.lotSizeFilter.qtyStep)
  const priceUnits = Math.floor((bid * 0.6) / tick)
  const price = priceUnits * tick
  const qty = Math.max(Number(instrument.lotSizeFilter.minOrderQty), Math.ceil(20 / price / step) * step)
  return {
    price: price.toFixed(decimals(instrument.priceFilter.tickSize)),
    offTick: (price + tick / 3).toFixed(decimals(instrument.priceFilter.tickSize) + 4),
    qty: qty.toFixed(decimals(instrument.lotSizeFilter.qtyStep))
  }
}

const fillOrder = async (page: Page, order: { readonly price: string; readonly qty: string }) => {
  await page.selectOption(byId("order-side"), "Buy")
  await page.selectOption(byId("order-type"), "Limit")
  await page.fill(byId("order-qty"), order.qty)
  await page.fill(byId("order-price"), order.price)
  await page.click(byId("order-submit"))
}

const contractIds = [
  "env-select",
  "category-select",
  "connection-state",
  "market-search",
  "market-search-clear",
  "market-row",
  "chart",
  "interval-1",
  "interval-5",
  "interval-60",
  "interval-D",
  "depth-chart",
  "book",
  "book-ask",
  "book-bid",
  "book-spread",
  "trades",
  "api-key",
  "api-secret",
  "keys-connect",
  "keys-demo",
  "keys-state",
  "wallet",
  "open-orders",
  "positions",
  "order-side",
  "order-type",
  "order-qty",
  "order-price",
  "order-tp",
  "order-sl",
  "order-submit"
]

// Live services: the emulator's market moves on Effect's Clock, which a TestClock would freeze (no deltas, no trades).
layer(E2eLive, { timeout: "100 seconds", excludeTestServices: true })("React app in chromium", (it) => {
  it.effect(
    "the page loads with every element of the test contract",
    () =>
      Effect.gen(function* () {
        const missing = yield* usePage(async ({ page }) => {
          await page.waitForSelector(byId("connection-state"), { timeout: 15_000 })
          await page.waitForSelector(byId("market-row"), { timeout: 15_000 }).catch(() => undefined)
          const absent: Array<string> = []
          for (const id of contractIds) if ((await page.locator(byId(id)).count()) === 0) absent.push(id)
          return absent
        })
        yield* shot("loaded")
        expect(missing).toEqual([])
        const options = yield* usePage(({ page }) =>
          page.$$eval(`${byId("env-select")} option`, (os) => os.map((o) => (o as HTMLOptionElement).value))
        )
        expect(options).toEqual(["emulator", "testnet", "demo", "live"])
        const categories = yield* usePage(({ page }) =>
          page.$$eval(`${byId("category-select")} option`, (os) => os.map((o) => (o as HTMLOptionElement).value))
        )
        expect(categories).toEqual(["spot", "linear", "inverse", "option"])
      }),
    30_000
  )

  it.effect(
    "the public socket reaches connected",
    () =>
      Effect.gen(function* () {
        yield* usePage(({ page }) => waitText(page, "connection-state", "connected", 20_000))
        expect(yield* usePage(({ page }) => textOf(page, "connection-state"))).toBe("connected")
      }),
    30_000
  )

  it.effect(
    "the chart has candles and its canvas is not blank",
    () =>
      Effect.gen(function* () {
        yield* usePage(({ page }) =>
          page.waitForFunction(
            (selector) => Number(document.querySelector(selector)?.getAttribute("data-candles") ?? 0) > 0,
            byId("chart"),
            { timeout: 20_000 }
          )
        )
        const candles = yield* usePage(({ page }) => page.getAttribute(byId("chart"), "data-candles"))
        expect(Number(candles)).toBeGreaterThan(0)
        const png = yield* usePage(({ page }) =>
          page.locator(byId("chart")).screenshot({ path: path.join(results, "react-app-chart.png") })
        )
        const image = Png.decode(png)
        expect(image.width).toBeGreaterThan(50)
        expect(image.height).toBeGreaterThan(50)
        const stats = Png.colourStats(image)
        // a blank canvas is one colour; candles, volume bars, grid and axis text give many
        expect(stats.distinct).toBeGreaterThanOrEqual(8)
        expect(stats.dominantShare).toBeLessThan(0.99)
      }),
    30_000
  )

  it.effect(
    "the order book updates",
    () =>
      Effect.gen(function* () {
        const first = yield* usePage(async ({ page }) => {
          await page.waitForFunction(
            (selector) => (document.querySelector(selector)?.getAttribute("data-u") ?? "") !== "",
            byId("book"),
            { timeout: 15_000 }
          )
          return page.getAttribute(byId("book"), "data-u")
        })
        yield* usePage(({ page }) =>
          page
            .waitForFunction(
              ([selector, u]) => {
                const now = document.querySelector(selector ?? "")?.getAttribute("data-u")
                return now !== null && now !== undefined && now !== u
              },
              [byId("book"), first ?? ""] as const,
              { timeout: 15_000 }
            )
            .catch((cause) => {
              throw new Error(`book data-u stayed at ${first} for 15 s (${String(cause)})`)
            })
        )
        const rows = yield* usePage(async ({ page }) => ({
          asks: await page.locator(byId("book-ask")).count(),
          bids: await page.locator(byId("book-bid")).count()
        }))
        expect(rows.asks).toBeGreaterThan(0)
        expect(rows.bids).toBeGreaterThan(0)
        yield* shot("book")
      }),
    40_000
  )

  it.effect(
    "the trade tape shows trades",
    () =>
      Effect.gen(function* () {
        const trades = yield* usePage(async ({ page }) => {
          await page.waitForSelector(byId("trade-row"), { timeout: 20_000 }).catch((cause) => {
            throw new Error(`no trade-row in the trades tape after 20 s (${String(cause)})`)
          })
          return page.locator(`${byId("trades")} ${byId("trade-row")}`).count()
        })
        expect(trades).toBeGreaterThan(0)
      }),
    30_000
  )

  it.effect(
    "the demo keys connect the private panels",
    () =>
      Effect.gen(function* () {
        yield* usePage(async ({ page }) => {
          await page.click(byId("keys-demo"))
          if ((await page.inputValue(byId("api-key"))) === "") throw new Error("keys-demo did not fill api-key")
          await page.click(byId("keys-connect"))
          await waitText(page, "keys-state", "connected", 20_000)
          await page.waitForSelector(byId("wallet-row"), { timeout: 15_000 })
        })
        const apiKey = yield* usePage(({ page }) => page.inputValue(byId("api-key")))
        const server = yield* Effect.map(E2eApp, (app) => app.server)
        expect(apiKey).toBe(server.emulator.apiKey)
      }),
    40_000
  )

  it.effect(
    "an order placed from the form shows in open orders and is cancelled",
    () =>
      Effect.gen(function* () {
        const server = yield* Effect.map(E2eApp, (app) => app.server)
        const order = yield* usePage(() => farBuy(server))
        const orderId = yield* usePage(async ({ page }) => {
          await fillOrder(page, order)
          await page.waitForFunction(
            (selector) => (document.querySelector(selector)?.textContent ?? "").trim() !== "",
            byId("order-result"),
            { timeout: 15_000 }
          )
          const result = await textOf(page, "order-result")
          const row = page.locator(`${byId("open-order")}`).filter({ hasText: order.price.replace(/\.?0+$/, "") })
          await row.first().waitFor({ timeout: 15_000 })
          const id = await row.first().getAttribute("data-order-id")
          if (id === null || !result.includes(id)) throw new Error(`order-result "${result}" does not name ${id}`)
          return id
        })
        yield* shot("order-open")
        const status = () =>
          server.emulator.admin.exchange.engine.order("linear", { accountId: server.emulator.uid, orderId })
            ?.orderStatus
        // the exchange itself holds the order the page shows
        expect(status()).toBe("New")
        yield* usePage(async ({ page }) => {
          await page.click(`${byId("open-order")}[data-order-id="${orderId}"] ${byId("cancel-order")}`)
          await page.waitForSelector(`${byId("open-order")}[data-order-id="${orderId}"]`, {
            state: "detached",
            timeout: 15_000
          })
        })
        yield* shot("order-cancelled")
        expect(status()).toBe("Cancelled")
      }),
    45_000
  )

  it.effect(
    "an invalid order shows its error in words",
    () =>
      Effect.gen(function* () {
        const server = yield* Effect.map(E2eApp, (app) => app.server)
        const order = yield* usePage(() => farBuy(server))
        const before = yield* usePage(({ page }) => page.locator(byId("open-order")).count())
        const message = yield* usePage(async ({ page }) => {
          await fillOrder(page, { price: order.offTick, qty: order.qty })
          await page.waitForFunction(
            (selector) => (document.querySelector(selector)?.textContent ?? "").trim() !== "",
            byId("order-error"),
            { timeout: 15_000 }
          )
          return textOf(page, "order-error")
        })
        yield* shot("order-error")
        // words, not just a code or a tag
        expect(message).toMatch(/[a-z]{3,}\s+[a-z]{2,}/i)
        expect(yield* usePage(({ page }) => page.locator(byId("open-order")).count())).toBe(before)
      }),
    30_000
  )

  it.effect(
    "a dropped socket shows reconnecting, then connected",
    () =>
      Effect.gen(function* () {
        const app = yield* E2eApp
        yield* usePage(({ page }) => waitText(page, "connection-state", "connected", 15_000))
        // record every state the element shows, however briefly
        yield* usePage(({ page }) =>
          page.evaluate((selector) => {
            const seen: Array<string> = []
            const record = () => {
              const state = document.querySelector(selector)?.textContent?.trim() ?? ""
              if (seen[seen.length - 1] !== state) seen.push(state)
            }
            record()
            new MutationObserver(record).observe(document.body, {
              subtree: true,
              childList: true,
              characterData: true
            })
            Object.assign(window, { __connectionStates: seen })
          }, byId("connection-state"))
        )
        yield* Effect.sync(() => app.server.emulator.admin.apply({ op: "drop-sockets" }))
        yield* usePage(({ page }) =>
          page.waitForFunction(
            () => {
              const seen = (window as unknown as { __connectionStates: Array<string> }).__connectionStates
              const reconnecting = seen.indexOf("reconnecting")
              return reconnecting >= 0 && seen.slice(reconnecting + 1).includes("connected")
            },
            undefined,
            { timeout: 30_000 }
          )
        )
        const states = yield* usePage(({ page }) =>
          page.evaluate(() => (window as unknown as { __connectionStates: Array<string> }).__connectionStates)
        )
        expect(states.indexOf("reconnecting")).toBeGreaterThan(0)
        expect(states[states.length - 1]).toBe("connected")
        yield* shot("reconnected")
        expect(app.pageErrors.filter((e) => !e.startsWith("console:"))).toEqual([])
      }),
    45_000
  )
})
