/**
 * The paint budget, as the browser pays it: the bytes Chromium downloads (over the wire, compressed, headers
 * included: CDP network events) before the ticker, the book and the chart are all drawn, on a fresh page of the
 * production build that `npm start` serves (scripts/FirstPaint.ts says what "drawn" is).
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { expect, layer } from "@effect/vitest"
import * as FirstPaint from "../../scripts/FirstPaint.js"
import * as H from "./e2e/Harness.js"

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

layer(H.app, { timeout: "180 seconds", excludeTestServices: true })("React app: the first useful paint", (it) => {
  it.effect("downloads only what the ticker, the book and the chart need, compressed, before they are drawn", () =>
    H.browse(async ({ browser, served }) => {
      const desktop = H.sizes[0] as H.Size
      const context = await browser.newContext({ viewport: { width: desktop.width, height: desktop.height } })
      try {
        const { page, measured } = await FirstPaint.measure(context, served.url())
        const table = measured.before
          .map((r) => `${kB(r.bytes).padStart(9)} ${r.encoding.padEnd(8)} ${new URL(r.url).pathname}`)
          .join("\n")
        fs.mkdirSync(H.results, { recursive: true })
        fs.writeFileSync(
          path.join(H.results, "first-paint.txt"),
          `${table}\n${kB(measured.bytes)} before the first useful paint (app ${kB(measured.appBytes)})\n`
        )
        // the three are drawn, and what was counted is what the page asked for
        expect(await H.text(page, "ticker-price")).toMatch(/\d/)
        const scripts = measured.before.filter((r) => r.type === "Script")
        // one file of script: the frame (React, Effect's runtime, the atoms) with the market side, the charts and the
        // library's public client (scripts/PaintChunk.ts)
        expect(scripts.map((r) => path.basename(new URL(r.url).pathname).replace(/-[\w-]{8}\.js$/, ""))).toEqual([
          "index"
        ])
        expect(measured.before.some((r) => r.type === "Document")).toBe(true)
        expect(measured.before.some((r) => r.url.includes("/emulator/v5/market/kline"))).toBe(true)
        // every file and every answer over 1 kB came compressed
        for (const r of measured.before.filter((r) => r.bytes > 1000))
          expect(r.encoding, `${r.url} (${kB(r.bytes)})`).toMatch(/^(br|gzip)$/)
        // order entry, the account tabs and the account's runtime (the whole client: signing, rate budget, order
        // checks) are not part of the first paint
        expect(scripts.map((r) => r.url).filter((url) => /\/(Trading|Account\w*)-/.test(url))).toEqual([])
        // the bytes: the app's pinned at today's figure, the data's (which follow the emulator's clock) apart, and the
        // whole under the 200 kB (FirstPaint.budget)
        expect(measured.appBytes, table).toBeLessThanOrEqual(FirstPaint.appCeiling)
        expect(measured.bytes - measured.appBytes, table).toBeLessThanOrEqual(FirstPaint.dataCeiling)
        expect(measured.bytes, table).toBeLessThanOrEqual(FirstPaint.budget)
        // what the first paint deferred does come, once the three are drawn
        await H.untilCount(page, H.byId("order-entry"), 1)
      } finally {
        await context.close()
      }
    })
  )
})
