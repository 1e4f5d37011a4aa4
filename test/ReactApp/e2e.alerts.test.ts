/**
 * Price alerts (issue 72, missing beside Bybit's page), in the test browser at 1440×900 under en-US (New York) and at
 * 390×844 touch under de-DE (Berlin), with the page allowed to notify (the context's `notifications` permission;
 * `Notification` recorded as the page calls it): an alert above and one below the last price are set from the order
 * panel (one on the wrong side is refused in words) and kept across a reload; the emulator's clock is moved forward
 * over its admin API (`POST /__admin/clock`), which moves its seeded price walk, until its REST ticker's last price
 * reaches one of them; that alert fires once, as a notice on the page and a notification, and the other stays armed;
 * more prices beyond it and a reload tell it no more. An alert set on a spot symbol fires while a linear market is
 * shown: every armed alert watches its own symbol's last price, not only the category on the screen.
 */
import { expect, layer } from "@effect/vitest"
import type { BrowserContext, Page } from "playwright-core"
import * as AdminHttp from "../support/AdminHttp.js"
import * as F from "./e2e/Figures.js"
import * as H from "./e2e/Harness.js"

const cases: ReadonlyArray<H.Where> = [
  { size: H.screens[0] as H.Size, zone: H.zones[1] as H.Zone },
  { size: H.screens[1] as H.Size, zone: H.zones[0] as H.Zone }
]

/** Lets the page notify, and records each notification it makes (title and body) in `window.notified`. */
const recordNotifications = async (context: BrowserContext, origin: string) => {
  await context.grantPermissions(["notifications"], { origin })
  await context.addInitScript(() => {
    const Real = window.Notification
    const seen: Array<{ title: string; body: string }> = []
    Object.assign(window, { notified: seen })
    const Recorded = function (this: unknown, title: string, options?: NotificationOptions) {
      seen.push({ title, body: options?.body ?? "" })
      return new Real(title, options)
    } as unknown as typeof Notification
    Object.defineProperty(Recorded, "permission", { get: () => Real.permission })
    Object.assign(Recorded, { requestPermission: Real.requestPermission.bind(Real) })
    Object.assign(window, { Notification: Recorded })
  })
}

const notified = (page: Page) =>
  page.evaluate(() => (window as unknown as { notified: Array<{ title: string; body: string }> }).notified)

/** The alerts' rows as the page lists them. */
const rows = (page: Page) =>
  page.$$eval('[data-testid="alert-row"]', (all) =>
    all.map((el) => ({ direction: el.getAttribute("data-direction"), state: el.getAttribute("data-state") }))
  )

/** How many times the page has checked its alerts against the prices. */
const checks = (page: Page) => page.$eval(H.byId("alerts"), (el) => Number(el.getAttribute("data-checks")))

const openAlerts = async (page: Page, size: H.Size) => {
  await H.showTab(page, size, "orders")
  await page.waitForSelector(H.byId("alerts-toggle"), { timeout: 30_000 })
  await page.click(H.byId("alerts-toggle"))
  await page.waitForSelector(H.byId("alert-price"))
}

layer(H.app, { timeout: "300 seconds", excludeTestServices: true })("React app: price alerts", (it) => {
  for (const [n, where] of cases.entries()) {
    const symbol = n === 0 ? "BTCUSDT" : "ETHUSDT"
    it.effect(
      `${H.nameOf(where)}: an alert fires once when the exchange's price reaches it, as a notice and a notification`,
      () =>
        H.browse(async ({ browser, served }) => {
          const { size, zone } = where
          const local = (text: string) => (zone.locale === "de-DE" ? text.replace(".", ",") : text)
          const origin = new URL(served.url()).origin
          const { page, errors } = await H.open(
            browser,
            served.url(),
            size,
            `?category=linear&symbol=${symbol}`,
            zone,
            (context) => recordNotifications(context, origin)
          )
          // the headless shell has no notification centre: `Notification.permission` says "denied" there while the
          // Permissions API says what the context granted (the page reads both)
          expect(
            await page.evaluate(async () => (await navigator.permissions.query({ name: "notifications" })).state)
          ).toBe("granted")
          await openAlerts(page, size)
          await page.waitForFunction(() =>
            /\d/.test(document.querySelector('[data-testid="ticker-price"]')?.textContent ?? "")
          )
          const m = await F.market(served, "linear", symbol)
          const up = F.onTick(m.last * 1.003, m.tick)
          const down = F.onTick(m.last * 0.997, m.tick)
          // on the wrong side of the price: refused in words, nothing kept
          await page.selectOption(H.byId("alert-direction"), "above")
          await page.fill(H.byId("alert-price"), local(down))
          await page.click(H.byId("alert-add"))
          await H.untilText(page, "alert-error", new RegExp(`^${symbol} is at .*: an alert above must be higher$`))
          expect(await rows(page)).toEqual([])
          for (const [direction, price] of [
            ["above", up],
            ["below", down]
          ] as const) {
            await page.selectOption(H.byId("alert-direction"), direction)
            await page.fill(H.byId("alert-price"), local(price))
            await page.click(H.byId("alert-add"))
            await H.untilCount(page, H.byId("alert-row"), direction === "above" ? 1 : 2)
          }
          await H.shot(page, size, `alerts-set-${zone.locale}`)
          await H.noLayoutProblems(page)
          // kept across a reload, both armed
          await page.reload({ waitUntil: "load" })
          await openAlerts(page, size)
          await H.untilCount(page, H.byId("alert-row"), 2)
          expect((await rows(page)).map((r) => r.state)).toEqual(["armed", "armed"])

          // the exchange's clock forward, half an hour at a time, until its last price reaches one of them
          const target = { rest: served.handle().emulator.rest, adminToken: served.handle().emulator.adminToken }
          let last = m.last
          for (let step = 0; step < 200 && last < Number(up) && last > Number(down); step++) {
            const moved = await AdminHttp.admin(target, "clock", { body: { byMs: 30 * 60_000 } })
            expect(moved.status).toBe(200)
            last = (await F.market(served, "linear", symbol)).last
          }
          const crossed = last >= Number(up) ? "above" : last <= Number(down) ? "below" : "neither"
          expect(crossed, `the walk never left ${down}–${up}`).not.toBe("neither")
          const price = crossed === "above" ? up : down
          await H.untilCount(page, H.byId("alert-notice"), 1)
          const words = `${symbol} ${crossed === "above" ? "rose" : "fell"} to `
          const notice = await H.text(page, "alert-notice")
          expect(notice).toContain(words)
          expect(F.localFigure(notice.split(words)[1]?.split(" · ")[0], zone.locale)).toBeCloseTo(Number(price), 6)
          await page.waitForFunction(() => (window as unknown as { notified: Array<unknown> }).notified.length > 0)
          const told = await notified(page)
          expect(told).toHaveLength(1)
          expect(told[0]?.title).toMatch(
            new RegExp(`^Price alert: ${symbol} ${crossed === "above" ? "rose" : "fell"} to `)
          )
          expect(
            F.localFigure(told[0]?.title.split(" to ")[1], zone.locale),
            "the alert's price in the notification"
          ).toBeCloseTo(Number(price), 6)
          expect(await rows(page)).toEqual([
            { direction: "below", state: crossed === "below" ? "fired" : "armed" },
            { direction: "above", state: crossed === "above" ? "fired" : "armed" }
          ])
          await H.shot(page, size, `alerts-fired-${zone.locale}`)
          // more prices beyond it tell it no more
          const seen = await checks(page)
          await page.waitForFunction(
            (after) =>
              Number(document.querySelector('[data-testid="alerts"]')?.getAttribute("data-checks")) > after + 2,
            seen,
            { timeout: 30_000 }
          )
          expect(await notified(page)).toHaveLength(1)
          expect(await page.locator(H.byId("alert-notice")).count()).toBe(1)
          // nor after a reload: the alert is kept as triggered
          await page.reload({ waitUntil: "load" })
          await openAlerts(page, size)
          await page.waitForFunction(
            () => Number(document.querySelector('[data-testid="alerts"]')?.getAttribute("data-checks")) > 3,
            undefined,
            { timeout: 30_000 }
          )
          expect(await notified(page)).toEqual([])
          expect(await page.locator(H.byId("alert-notice")).count()).toBe(0)
          expect((await rows(page)).map((r) => r.state).sort()).toEqual(["armed", "fired"])
          // removed, they are gone for good
          for (let left = 2; left > 0; left--) {
            await page.click(H.byId("alert-remove"))
            await H.untilCount(page, H.byId("alert-row"), left - 1)
          }
          expect(await page.evaluate(() => localStorage.getItem("effect-bybit.alerts"))).toBeNull()
          expect(errors).toEqual([])
        })
    )
  }

  it.effect("1440×900: an alert on a spot symbol fires while a linear market is shown", () =>
    H.browse(async ({ browser, served }) => {
      const where = cases[0] as H.Where
      const { size, zone } = where
      const origin = new URL(served.url()).origin
      const symbol = "BTCUSDT"
      const { page, errors } = await H.open(
        browser,
        served.url(),
        size,
        `?category=spot&symbol=${symbol}`,
        zone,
        (context) => recordNotifications(context, origin)
      )
      await openAlerts(page, size)
      await page.waitForFunction(() =>
        /\d/.test(document.querySelector('[data-testid="ticker-price"]')?.textContent ?? "")
      )
      const m = await F.market(served, "spot", symbol)
      const up = F.onTick(m.last * 1.003, m.tick)
      const down = F.onTick(m.last * 0.997, m.tick)
      for (const [direction, price] of [
        ["above", up],
        ["below", down]
      ] as const) {
        await page.selectOption(H.byId("alert-direction"), direction)
        await page.fill(H.byId("alert-price"), price)
        await page.click(H.byId("alert-add"))
        await H.untilCount(page, H.byId("alert-row"), direction === "above" ? 1 : 2)
      }
      // a linear market shown: the spot alerts are listed, armed, and no spot market is on the screen
      await page.goto(`${served.url()}?category=linear&symbol=ETHUSDT`, { waitUntil: "load" })
      await openAlerts(page, size)
      await page.waitForFunction(() =>
        /\d/.test(document.querySelector('[data-testid="ticker-price"]')?.textContent ?? "")
      )
      await H.untilCount(page, H.byId("alert-row"), 2)
      expect((await rows(page)).map((r) => r.state)).toEqual(["armed", "armed"])

      // the exchange's clock forward until the spot last price (its REST ticker) reaches one of them
      const target = { rest: served.handle().emulator.rest, adminToken: served.handle().emulator.adminToken }
      let last = m.last
      for (let step = 0; step < 200 && last < Number(up) && last > Number(down); step++) {
        const moved = await AdminHttp.admin(target, "clock", { body: { byMs: 30 * 60_000 } })
        expect(moved.status).toBe(200)
        last = (await F.market(served, "spot", symbol)).last
      }
      const crossed = last >= Number(up) ? "above" : last <= Number(down) ? "below" : "neither"
      expect(crossed, `the walk never left ${down}–${up}`).not.toBe("neither")
      await H.untilCount(page, H.byId("alert-notice"), 1)
      const words = `${symbol} ${crossed === "above" ? "rose" : "fell"} to `
      const notice = await H.text(page, "alert-notice")
      expect(notice).toContain(words)
      const price = crossed === "above" ? up : down
      expect(F.localFigure(notice.split(words)[1]?.split(" · ")[0], zone.locale)).toBeCloseTo(Number(price), 6)
      await page.waitForFunction(() => (window as unknown as { notified: Array<unknown> }).notified.length > 0)
      expect(await notified(page)).toHaveLength(1)
      expect(await rows(page)).toEqual([
        { direction: "below", state: crossed === "below" ? "fired" : "armed" },
        { direction: "above", state: crossed === "above" ? "fired" : "armed" }
      ])
      // still the linear market on the screen
      expect(new URL(page.url()).searchParams.get("category")).toBe("linear")
      await H.shot(page, size, "alerts-spot-on-linear")
      expect(errors).toEqual([])
    })
  )
})
