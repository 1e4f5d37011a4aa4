/**
 * `npx tsx scripts/screenshots.ts`: the screenshots of the React app in `docs/screenshots/`, at 1440×900, 390×844
 * (touch) and 844×390 (touch, a phone in landscape), each in en-US (New York) and de-DE (Berlin), with the demo keys
 * connected. Run by hand after a change to the app's looks, and its output committed; `npm test` only checks them
 * (test/ReactApp/Screenshots.test.ts: each file there, a PNG of its size, written by this script as it is now).
 *
 * The data are the same on every run: the production build served by the app server with its emulator at seed 1,
 * the emulator's clock and the browser's both started at the same fixed instant (`start`), so the seeded market's
 * history, the candles and the times on the axes are the same; only what the market did in the seconds the page
 * takes to load differs. Which shots it takes is in scripts/ScreenshotList.ts. Beside the images it writes
 * `manifest.json`: the SHA-256 of this script and the list, and each file's size, locale and SHA-256.
 *
 * @since 1.2.0
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { pathToFileURL } from "node:url"
import * as Clock from "effect/Clock"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Scope from "effect/Scope"
import type { Browser } from "playwright-core"
import * as BrowserSupport from "../test/support/Browser.js"
import * as AppBuild from "./AppBuild.js"
import * as AppServer from "./AppServer.js"
import * as List from "./ScreenshotList.js"

// the system clock moved to `start` at the moment this is made, running at the system's pace from there
const shiftedClock = (at: number): Clock.Clock => {
  const offset = at - Date.now()
  const millis = () => Date.now() + offset
  const nanos = () => BigInt(millis()) * 1_000_000n
  return {
    currentTimeMillisUnsafe: millis,
    currentTimeMillis: Effect.sync(millis),
    currentTimeNanosUnsafe: nanos,
    currentTimeNanos: Effect.sync(nanos),
    monotonicTimeNanosUnsafe: () => process.hrtime.bigint(),
    monotonicTimeNanos: Effect.sync(() => process.hrtime.bigint()),
    sleep: (duration) => Effect.promise(() => new Promise((done) => setTimeout(done, Duration.toMillis(duration))))
  }
}

const byId = (id: string) => `[data-testid="${id}"]`

const take = async (browser: Browser, server: AppServer.AppServerHandle, shot: List.Shot): Promise<void> => {
  const context = await browser.newContext({
    viewport: { width: shot.width, height: shot.height },
    ...(shot.touch ? { hasTouch: true, isMobile: true } : {}),
    locale: shot.locale,
    timezoneId: shot.timezoneId
  })
  try {
    context.setDefaultTimeout(60_000)
    // the page's clock at the emulator's (the funding countdown, the chart's newest bar)
    await context.clock.install({ time: server.emulator.admin.now() })
    const page = await context.newPage()
    await page.goto(`${server.url}?category=linear&symbol=BTCUSDT`, { waitUntil: "load" })
    const tab = async (name: string) => {
      const button = page.locator(byId(`phone-tab-${name}`))
      if ((await button.count()) > 0) await button.click()
    }
    await page.waitForFunction((sel) => /\d/.test(document.querySelector(sel)?.textContent ?? ""), byId("ticker-price"))
    await tab("orders")
    await page.click(byId("account-tab-keys"))
    await page.click(byId("keys-demo"))
    await page.click(byId("keys-connect"))
    await page.waitForFunction(
      (sel) => document.querySelector(sel)?.textContent?.trim() === "connected",
      byId("private-state")
    )
    await page.click(byId("account-tab-positions"))
    await tab("chart")
    await page.waitForFunction(
      (sel) => Number(document.querySelector(sel)?.getAttribute("data-candles") ?? 0) > 10,
      byId("chart")
    )
    // the book's and the tape's first pushes, and the chart's last layout
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="book-bid"]').length >= 5)
    await page.waitForTimeout(1500)
    // the keys' tab left a phone's page scrolled down: the shot starts at the header
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.screenshot({ path: path.join(List.directory, shot.file) })
  } finally {
    await context.close()
  }
}

/**
 * Builds the app, serves it with its emulator on a clock started at `start`, takes every shot and writes the
 * manifest.
 *
 * @since 1.2.0
 * @category main
 */
export const main = async (): Promise<void> => {
  const built = await AppBuild.builtApp()
  const scope = Effect.runSync(Scope.make())
  const server = await Effect.runPromise(
    Scope.provide(AppServer.make({ mode: "prod", port: 0, distDir: built.dir, seed: 1 }), scope).pipe(
      Effect.provideService(Clock.Clock, shiftedClock(List.start))
    )
  )
  const { browser } = await BrowserSupport.launch()
  try {
    fs.mkdirSync(List.directory, { recursive: true })
    for (const shot of List.shots) {
      await take(browser, server, shot)
      console.log(`wrote docs/screenshots/${shot.file}`)
    }
  } finally {
    await browser.close()
    await Effect.runPromise(Scope.close(scope, Exit.void))
  }
  const manifest: List.Manifest = {
    scripts: List.scriptFiles.map((file) => path.relative(List.repository, file)),
    scriptSha256: List.scriptSha256(),
    start: new Date(List.start).toISOString(),
    files: List.shots.map((shot) => ({ ...shot, sha256: List.sha256(path.join(List.directory, shot.file)) }))
  }
  fs.writeFileSync(path.join(List.directory, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`)
  console.log("wrote docs/screenshots/manifest.json")
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    () => process.exit(0),
    (cause: unknown) => {
      console.error(cause)
      process.exit(1)
    }
  )
}
