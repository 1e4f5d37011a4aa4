/**
 * What the browser tests share: the built app served by the production app server (with its embedded emulator),
 * the test browser (test/support/Browser.ts) started under `LANG=C.UTF-8` so that it reports the non-standard
 * language `en-US@posix`, the two screen sizes, and checks of what a person would see: nothing wider than the
 * screen, no control cut off by its panel, the thing that matters inside the viewport. Screenshots go to
 * `test-results/`. The layers `app` and `browserOnly` hold a file's browser (and app server) for all its tests.
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { fileURLToPath } from "node:url"
import { expect } from "@effect/vitest"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Layer from "effect/Layer"
import * as Scope from "effect/Scope"
import type { Browser, BrowserContext, Page } from "playwright-core"
import * as Build from "../../../scripts/AppBuild.js"
import * as AppServer from "../../../scripts/AppServer.js"
import type * as RestProxy from "../../../scripts/RestProxy.js"
import * as BrowserSupport from "../../support/Browser.js"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..")

/** Where screenshots go. */
export const results = path.join(root, "test-results")

/** A screen the page is tested at; each size trades its own symbol, so the two never touch each other's orders. */
export interface Size {
  readonly name: "desktop" | "phone" | "landscape"
  readonly width: number
  readonly height: number
  readonly symbol: string
  readonly phone: boolean
  /** A touch screen (Playwright's `hasTouch` and `isMobile`): the page sees a coarse pointer. */
  readonly touch?: boolean
}

/** 1440×900 and 390×844. */
export const sizes: ReadonlyArray<Size> = [
  { name: "desktop", width: 1440, height: 900, symbol: "BTCUSDT", phone: false },
  { name: "phone", width: 390, height: 844, symbol: "ETHUSDT", phone: true }
]

/** A phone turned sideways: 844×390, touch (the page lays out its tabs in a rail and two panels side by side). */
export const landscape: Size = {
  name: "landscape",
  width: 844,
  height: 390,
  symbol: "SOLUSDT",
  phone: true,
  touch: true
}

/** The tablet size the layout checks also visit. */
export const tablet: Size = { name: "desktop", width: 1024, height: 768, symbol: "BTCUSDT", phone: false }

/** A running app server that can be stopped and started again on the same port. */
export interface Served {
  readonly handle: () => AppServer.AppServerHandle
  readonly url: () => string
  readonly stop: () => Promise<void>
  readonly start: () => Promise<void>
}

/**
 * Starts the built app on a port (0: a free one); `stop`/`start` take it down and bring it back on the same port.
 * `upstreams` replaces the real exchange behind `/proxy/*` (a test points it at a closed local port: no traffic
 * leaves the machine).
 */
export const serve = async (port = 0, upstreams?: RestProxy.Upstreams): Promise<Served> => {
  const built = await Build.builtApp()
  let current: { scope: Scope.Closeable; handle: AppServer.AppServerHandle } | undefined
  let chosen = port
  const start = async () => {
    const scope = Effect.runSync(Scope.make())
    const handle = await Effect.runPromise(
      Scope.provide(
        AppServer.make({
          mode: "prod",
          port: chosen,
          distDir: built.dir,
          ...(upstreams === undefined ? {} : { upstreams })
        }),
        scope
      )
    )
    chosen = handle.port
    current = { scope, handle }
  }
  const stop = async () => {
    if (current === undefined) return
    const { scope } = current
    current = undefined
    await Effect.runPromise(Scope.close(scope, Exit.void))
  }
  await start()
  return {
    handle: () => {
      if (current === undefined) throw new Error("the app server is stopped")
      return current.handle
    },
    url: () => `http://127.0.0.1:${chosen}/`,
    stop,
    start
  }
}

/** The test browser, under `LANG=C.UTF-8` (it then reports `navigator.language` as `en-US@posix`). */
export const launch = (): Promise<Browser> =>
  BrowserSupport.launch({ env: { LANG: "C.UTF-8", LANGUAGE: "", LC_ALL: "" } }).then((launched) => launched.browser)

// What a test file shares between its tests: one browser and, for most files, one app server, started once for the
// file and taken down after its last test (the browser first). `browse` runs a test body against them and closes the
// pages it opened whatever happens, so a failed test leaves nothing streaming into the next one; `browseOwn` does the
// same with an app server of the test's own (an exchange whose clock or sockets the test moves or counts).

/** A test browser and an app server. */
export interface Setup {
  readonly browser: Browser
  readonly served: Served
}

/** The file's browser. */
export class SharedBrowser extends Context.Service<SharedBrowser, { readonly browser: Browser }>()(
  "test/ReactApp/e2e/SharedBrowser"
) {}

/** The file's browser and app server. */
export class SharedApp extends Context.Service<SharedApp, Setup>()("test/ReactApp/e2e/SharedApp") {}

const browserResource = Effect.acquireRelease(Effect.promise(launch), (browser) =>
  Effect.promise(() => browser.close())
)

/** One browser for the file. */
export const browserOnly: Layer.Layer<SharedBrowser> = Layer.effect(
  SharedBrowser,
  Effect.map(browserResource, (browser) => ({ browser }))
)

/** One app server and one browser for the file (the server starts first and stops last). */
export const app: Layer.Layer<SharedApp | SharedBrowser> = Layer.effectContext(
  Effect.gen(function* () {
    const served = yield* Effect.acquireRelease(
      Effect.promise(() => serve()),
      (s) => Effect.promise(() => s.stop())
    )
    const browser = yield* browserResource
    return Context.make(SharedApp, { browser, served }).pipe(Context.add(SharedBrowser, { browser }))
  })
)

/** Runs `body`, then closes every page the browser still has open. */
const closingPages = (browser: Browser, body: () => Promise<void>): Promise<void> =>
  body().finally(() => Promise.all(browser.contexts().map((context) => context.close())))

/** Runs a test body with the file's browser and app server. */
export const browse = (body: (setup: Setup) => Promise<void>): Effect.Effect<void, never, SharedApp> =>
  Effect.flatMap(SharedApp, (setup) => Effect.promise(() => closingPages(setup.browser, () => body(setup))))

/**
 * Runs a test body with the file's browser and an app server of its own (`upstreams` as in `serve`), stopped
 * after the body's pages are closed.
 */
export const browseOwn = (
  body: (setup: Setup) => Promise<void>,
  upstreams?: RestProxy.Upstreams
): Effect.Effect<void, never, SharedBrowser> =>
  Effect.flatMap(SharedBrowser, ({ browser }) =>
    Effect.promise(async () => {
      const served = await serve(0, upstreams)
      try {
        await closingPages(browser, () => body({ browser, served }))
      } finally {
        await served.stop()
      }
    })
  )

/** Runs a test body with the file's browser alone (it starts whatever server it needs). */
export const withBrowser = (body: (browser: Browser) => Promise<void>): Effect.Effect<void, never, SharedBrowser> =>
  Effect.flatMap(SharedBrowser, ({ browser }) => Effect.promise(() => closingPages(browser, () => body(browser))))

/** A page and what went wrong in it. */
export interface Opened {
  readonly page: Page
  /** Uncaught errors and console errors of the page. */
  readonly errors: Array<string>
}

/**
 * Where the viewer is: a time zone and a locale, emulated by Chromium for one context (Playwright's `timezoneId` and
 * `locale`, CDP's `Emulation.setTimezoneOverride` and `setLocaleOverride`). Without one a page runs in the test
 * process's zone (UTC on CI) under `en-US@posix`.
 */
export interface Zone {
  readonly timezoneId: string
  readonly locale: string
}

/** Two zones away from UTC, one of them in a language other than English (German numbers: `67.296,5`). */
export const zones: ReadonlyArray<Zone> = [
  { timezoneId: "Europe/Berlin", locale: "de-DE" },
  { timezoneId: "America/New_York", locale: "en-US" }
]

/** The three screens of issue 60: 1440×900, 390×844 touch and 844×390 touch (a phone in landscape). */
export const screens: ReadonlyArray<Size> = [sizes[0] as Size, { ...(sizes[1] as Size), touch: true }, landscape]

/** A screen in a zone: one case of a test run at every size and locale. */
export interface Where {
  readonly size: Size
  readonly zone: Zone
}

/** Every screen in every zone (six cases), for a test parametrized over them. */
export const everywhere: ReadonlyArray<Where> = screens.flatMap((size) => zones.map((zone) => ({ size, zone })))

/** A case's name: `844×390 touch under de-DE`. */
export const nameOf = ({ size, zone }: Where): string =>
  `${size.width}×${size.height}${size.touch === true ? " touch" : ""} under ${zone.locale}`

/**
 * Opens the app at a size, in a fresh context (its own storage), at `query` (e.g. `?category=spot`), optionally in
 * another time zone and locale; `prepare` sets the context up before the page loads (routes, init scripts).
 */
export const open = async (
  browser: Browser,
  url: string,
  size: Size,
  query = "",
  zone?: Zone,
  prepare?: (context: BrowserContext) => Promise<unknown>
): Promise<Opened> => {
  const context = await browser.newContext({
    viewport: { width: size.width, height: size.height },
    ...(size.touch === true ? { hasTouch: true, isMobile: true } : {}),
    ...(zone === undefined ? {} : { timezoneId: zone.timezoneId, locale: zone.locale })
  })
  if (prepare !== undefined) await prepare(context)
  // a loaded machine (the tests share two cores with whatever else runs) can take a while to load a page
  context.setDefaultTimeout(60_000)
  context.setDefaultNavigationTimeout(90_000)
  const page = await context.newPage()
  const errors: Array<string> = []
  page.on("pageerror", (error) => errors.push(error.message))
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`)
  })
  await page.goto(`${url}${query}`, { waitUntil: "load" })
  return { page, errors }
}

/** `[data-testid="id"]`. */
export const byId = (id: string): string => `[data-testid="${id}"]`

/** Turns a wait's time-out into a message that says what was awaited. */
export const explain = <A>(wait: Promise<A>, what: string): Promise<A> =>
  wait.catch((cause) => {
    throw new Error(`${what} (${String(cause).split("\n")[0]})`)
  })

/** Waits until an element's trimmed text is `expected` (a string) or matches it (a RegExp); failing, says what it read. */
export const untilText = (page: Page, id: string, expected: string | RegExp, timeout = 45_000) =>
  page
    .waitForFunction(
      ([selector, source, flags, exact]) => {
        const text = document.querySelector(selector ?? "")?.textContent?.trim() ?? ""
        return exact === "1" ? text === source : new RegExp(source ?? "", flags).test(text)
      },
      [
        byId(id),
        typeof expected === "string" ? expected : expected.source,
        typeof expected === "string" ? "" : expected.flags,
        typeof expected === "string" ? "1" : "0"
      ] as const,
      { timeout, polling: 100 }
    )
    .catch(async (cause) => {
      const last = await page
        .evaluate((selector) => document.querySelector(selector)?.textContent?.trim() ?? "(no such element)", byId(id))
        .catch(() => "(unread)")
      throw new Error(
        `${id} never read ${String(expected)} within ${timeout} ms; it read ${JSON.stringify(last.slice(0, 200))} (${String(cause).split("\n")[0]})`
      )
    })

/** Waits until at least `count` elements match the selector. */
export const untilCount = (page: Page, selector: string, count: number, timeout = 45_000) =>
  explain(
    page.waitForFunction(
      ([sel, n]) => document.querySelectorAll(sel as string).length >= (n as number),
      [selector, count] as const,
      {
        timeout,
        polling: 100
      }
    ),
    `fewer than ${count} of ${selector} within ${timeout} ms`
  )

/** Waits until an attribute of the first matching element equals `value`; a failure says the value it last had. */
export const untilAttribute = (page: Page, selector: string, name: string, value: string, timeout = 45_000) =>
  page
    .waitForFunction(
      ([sel, attr, expected]) => document.querySelector(sel ?? "")?.getAttribute(attr ?? "") === expected,
      [selector, name, value] as const,
      { timeout, polling: 100 }
    )
    .catch(async (cause) => {
      const last = await page
        .evaluate(([sel, attr]) => document.querySelector(sel ?? "")?.getAttribute(attr ?? ""), [selector, name])
        .catch(() => "(unread)")
      throw new Error(
        `${selector} never had ${name}="${value}" within ${timeout} ms; it had ${JSON.stringify(last)} (${String(cause).split("\n")[0]})`
      )
    })

/** The trimmed text of the first element with the test id. */
export const text = (page: Page, id: string): Promise<string> =>
  page
    .locator(byId(id))
    .first()
    .textContent()
    .then((t) => (t ?? "").trim())

/** On a phone, shows a tab (chart, book, trades, orders, markets); on a wide screen everything is shown. */
export const showTab = async (page: Page, size: Size, tab: "chart" | "book" | "trades" | "orders" | "markets") => {
  if (size.phone) await page.click(byId(`phone-tab-${tab}`))
}

/**
 * Shows an account tab (positions, orders, conditional, history, trades, closed PnL, funding, wallet, keys), on a phone in the
 * Orders tab.
 */
export const accountTab = async (
  page: Page,
  size: Size,
  tab: "positions" | "orders" | "conditional" | "history" | "trades" | "closed" | "funding" | "wallet" | "keys"
) => {
  await showTab(page, size, "orders")
  await page.click(byId(`account-tab-${tab}`))
}

/** Switches the account's margin mode (isolated or cross) in the order form and waits for the form to show it. */
export const marginMode = async (page: Page, size: Size, mode: "isolated" | "cross") => {
  await showTab(page, size, "orders")
  await page.selectOption(byId("order-margin-mode"), mode)
  await untilAttribute(page, byId("order-margin-mode"), "data-mode", mode)
}

/** Connects the emulator's demo keys (optionally kept in this tab's sessionStorage). */
export const connectDemoKeys = async (page: Page, size: Size, remember = false) => {
  await accountTab(page, size, "keys")
  await page.click(byId("keys-demo"))
  if (remember) await page.check(byId("keys-remember"))
  await page.click(byId("keys-connect"))
  await untilText(page, "keys-state", "connected")
  await untilText(page, "private-state", "connected")
}

/** Takes a screenshot of the viewport into `test-results/react-app-<size>-<name>.png`. */
export const shot = async (page: Page, size: Size, name: string): Promise<Buffer> => {
  fs.mkdirSync(results, { recursive: true })
  return page.screenshot({ path: path.join(results, `react-app-${size.name}-${name}.png`) })
}

/**
 * What a person would call broken in the layout as it is shown: the page wider than the screen, or a visible
 * control (button, input, select, text cell) sticking out of its panel or off the screen sideways. Elements inside a
 * scroll area are judged against that area's box.
 */
export const layoutProblems = (page: Page): Promise<ReadonlyArray<string>> =>
  page.evaluate(() => {
    const problems: Array<string> = []
    const doc = document.documentElement
    if (doc.scrollWidth > doc.clientWidth + 1)
      problems.push(`page is ${doc.scrollWidth}px wide in ${doc.clientWidth}px`)
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect()
      const style = getComputedStyle(el)
      return r.width > 0 && r.height > 0 && style.visibility !== "hidden" && style.display !== "none"
    }
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.getAttribute("data-testid") ? `[${el.getAttribute("data-testid")}]` : ""}` +
      ` "${(el.textContent ?? "").trim().slice(0, 30)}"`
    // the nearest box that clips the element: a panel, or a scroll area inside it
    const clipOf = (el: Element): Element | null => {
      for (let p = el.parentElement; p !== null; p = p.parentElement) {
        const style = getComputedStyle(p)
        if (p.classList.contains("panel") || /(auto|scroll|hidden)/.test(style.overflowX)) return p
      }
      return null
    }
    const controls = document.querySelectorAll(
      ".panel button, .panel input, .panel select, .panel td, .panel [data-testid], .header button, .header select"
    )
    for (const el of Array.from(controls)) {
      if (!visible(el)) continue
      const r = el.getBoundingClientRect()
      if (r.left < -1 || r.right > doc.clientWidth + 1) problems.push(`${name(el)} is off the screen sideways`)
      const clip = clipOf(el)
      if (clip === null) continue
      const c = clip.getBoundingClientRect()
      const scrolls = clip.scrollWidth > clip.clientWidth + 1 && /(auto|scroll)/.test(getComputedStyle(clip).overflowX)
      if (!scrolls && (r.left < c.left - 1 || r.right > c.right + 1))
        problems.push(`${name(el)} is cut off by its panel`)
    }
    // text that overflows its own box and is not deliberately ellipsised
    for (const el of Array.from(
      document.querySelectorAll(".failure, .stale-note, .empty, .success, .paused, .keys-state")
    )) {
      if (!visible(el)) continue
      if (el.scrollWidth > el.clientWidth + 1) problems.push(`${name(el)} spills out of its box`)
    }
    // the charts must fit their panels, height included (a canvas is clipped silently)
    for (const el of Array.from(document.querySelectorAll('[data-testid="chart"], [data-testid="depth-chart"]'))) {
      if (!visible(el)) continue
      const panel = el.closest(".panel")
      if (panel === null) continue
      const r = el.getBoundingClientRect()
      const p = panel.getBoundingClientRect()
      if (r.bottom > p.bottom + 1 || r.top < p.top - 1) problems.push(`${name(el)} is cut off by its panel`)
    }
    // names that must be read whole: symbols in the list and the header
    for (const el of Array.from(document.querySelectorAll(".market-row .sym, .ticker-symbol, .tab, .badge"))) {
      if (!visible(el)) continue
      if (el.scrollWidth > el.clientWidth + 1) problems.push(`${name(el)} is cut short`)
    }
    return problems
  })

/** Asserts that the layout as shown has none of `layoutProblems`. */
export const noLayoutProblems = async (page: Page): Promise<void> => {
  expect(await layoutProblems(page)).toEqual([])
}

/** Whether an element is wholly inside the viewport (a person sees it without scrolling). */
export const inViewport = (page: Page, selector: string): Promise<boolean> =>
  page.evaluate((sel) => {
    const el = document.querySelector(sel)
    if (el === null) return false
    const r = el.getBoundingClientRect()
    return r.width > 0 && r.height > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth
  }, selector)

/** Open orders and positions of the emulator's demo account, straight from the exchange's state. */
export const exchange = (server: AppServer.AppServerHandle) => ({
  openOrders: (category: "linear" | "spot" | "inverse" | "option", symbol: string) =>
    server.emulator.admin.exchange.engine
      .orders({ accountId: server.emulator.uid, category, openOnly: true })
      .filter((o) => o.symbol === symbol)
})
