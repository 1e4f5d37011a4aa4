/**
 * The app's React bindings of `effect/reactivity` (`react-app/src/atom-react`) in a real browser: a fixture page
 * (`atom-react/fixture.ts`, built by Vite) renders components through the hooks, and the test drives it through
 * `window.fixture` — how often the registry is subscribed and released, values reaching every reader, atoms disposed
 * once nobody reads them, `RegistryProvider`'s initial values and disposal (StrictMode included), and the
 * `promiseExit` setter of an action.
 */
import * as fs from "node:fs"
import * as http from "node:http"
import type { AddressInfo } from "node:net"
import * as os from "node:os"
import * as path from "node:path"
import { fileURLToPath } from "node:url"
import { expect, layer } from "@effect/vitest"
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import type { Browser, Page } from "playwright-core"
import { defaultIdleTTL, disposeDelay } from "../../react-app/src/atom-react/index.js"
import * as StaticFiles from "../../scripts/StaticFiles.js"
import * as BrowserSupport from "../support/Browser.js"
import type { Stats } from "./atom-react/FixtureApi.js"

const fixtureRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), "atom-react")

// the fixture built into a throwaway directory (React's development build: vitest runs with NODE_ENV=test, so
// StrictMode mounts, unmounts and mounts again as it does in development)
const build = Effect.acquireRelease(
  Effect.promise(async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "effect-bybit-atom-react-"))
    const vite = await import("vite")
    await vite.build({
      root: fixtureRoot,
      configFile: false,
      logLevel: "warn",
      build: { outDir, emptyOutDir: true, minify: false }
    })
    return outDir
  }),
  (dir) => Effect.sync(() => fs.rmSync(dir, { recursive: true, force: true }))
)

const serve = (dir: string) =>
  Effect.acquireRelease(
    Effect.callback<http.Server>((resume) => {
      const server = http.createServer(StaticFiles.handler(dir))
      server.listen(0, "127.0.0.1", () => resume(Effect.succeed(server)))
    }),
    (server) =>
      Effect.callback<void>((resume) => {
        server.close(() => resume(Effect.void))
        server.closeAllConnections()
      })
  )

class Setup extends Context.Service<Setup, { readonly browser: Browser; readonly url: string }>()(
  "test/AtomReactSetup"
) {}

const Live = Layer.effect(
  Setup,
  Effect.gen(function* () {
    const dir = yield* build
    const server = yield* serve(dir)
    const browser = yield* Effect.acquireRelease(
      Effect.promise(() => BrowserSupport.launch().then((launched) => launched.browser)),
      (b) => Effect.promise(() => b.close())
    )
    return { browser, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` }
  })
)

/** A fresh page with the fixture loaded; page errors are collected. */
const page = (body: (page: Page, errors: Array<string>) => Promise<void>) =>
  Effect.flatMap(Setup, ({ browser, url }) =>
    Effect.promise(async () => {
      const context = await browser.newContext()
      try {
        const opened = await context.newPage()
        const errors: Array<string> = []
        opened.on("pageerror", (error) => errors.push(error.message))
        opened.on("console", (message) => {
          if (message.type() === "error") errors.push(`console: ${message.text()}`)
        })
        await opened.goto(url, { waitUntil: "load" })
        await opened.waitForFunction(() => window.fixture !== undefined)
        await body(opened, errors)
        expect(errors).toEqual([])
      } finally {
        await context.close()
      }
    })
  )

const stats = (p: Page): Promise<Stats> => p.evaluate(() => ({ ...window.fixture.stats }))

const text = (p: Page, id: string): Promise<string> =>
  p.evaluate((testId) => document.querySelector(`[data-testid="${testId}"]`)?.textContent ?? "(none)", id)

/** Waits until an element reads `expected`. */
const untilText = (p: Page, id: string, expected: string) =>
  p.waitForFunction(
    ([testId, want]) => document.querySelector(`[data-testid="${testId}"]`)?.textContent === want,
    [id, expected] as const,
    { timeout: 5_000, polling: 20 }
  )

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// an idle atom goes after its time-to-live, checked at half that resolution
const afterIdle = defaultIdleTTL * 2 + 200

layer(Live, { timeout: "120 seconds", excludeTestServices: true })("atom-react hooks in the browser", (it) => {
  it.effect(
    "useAtomValue: one subscription per reader, none taken again on a re-render; the value reaches every reader",
    () =>
      page(async (p) => {
        await p.evaluate(() => {
          window.fixture.open("counting")
          window.fixture.show(["source-a", "source-b"])
        })
        expect(await text(p, "source-a")).toBe("1")
        expect(await text(p, "source-b")).toBe("1")
        const shown = await stats(p)
        expect(shown.subscribes).toBe(2)
        expect(shown.unsubscribes).toBe(0)
        // two readers, one atom: the outside source has one listener
        expect(shown.listens).toBe(1)

        await p.evaluate(() => window.fixture.emit(5))
        await untilText(p, "source-a", "5")
        await untilText(p, "source-b", "5")
        const updated = await stats(p)
        expect(updated.renders).toBeGreaterThan(shown.renders)
        expect(updated.subscribes).toBe(2)
        expect(updated.listens).toBe(1)

        // one reader goes: its subscription is released, the atom stays for the other (past its idle time: a slow
        // machine can only make this check pass)
        await p.evaluate(() => window.fixture.show(["source-a"]))
        await sleep(afterIdle)
        const one = await stats(p)
        expect(one.unsubscribes).toBe(1)
        expect(one.unlistens).toBe(0)
        expect(await p.evaluate(() => window.fixture.hasNode("source"))).toBe(true)
        await p.evaluate(() => window.fixture.emit(7))
        await untilText(p, "source-a", "7")
      })
  )

  it.effect("unmounting the last reader disposes the atom (after its idle time); reading again builds it anew", () =>
    page(async (p) => {
      await p.evaluate(() => {
        window.fixture.open("counting")
        window.fixture.show(["source-a"])
      })
      expect(await text(p, "source-a")).toBe("1")
      await p.evaluate(() => window.fixture.show([]))
      const released = await stats(p)
      expect(released.subscribes).toBe(1)
      expect(released.unsubscribes).toBe(1)
      await p.waitForFunction(() => !window.fixture.hasNode("source"), undefined, { timeout: 10_000, polling: 20 })
      const gone = await stats(p)
      expect(gone.listens).toBe(1)
      expect(gone.unlistens).toBe(1)
      expect(await p.evaluate(() => window.fixture.hasNode("source"))).toBe(false)
      // an emit with no listener changes nothing; a new reader starts from the source's value
      await p.evaluate(() => window.fixture.emit(9))
      await p.evaluate(() => window.fixture.show(["source-b"]))
      expect(await text(p, "source-b")).toBe("9")
      expect((await stats(p)).listens).toBe(2)
    })
  )

  it.effect("a reader that comes back within the idle time keeps the atom: the source is not listened to again", () =>
    page(async (p) => {
      await p.evaluate(() => {
        window.fixture.open("counting")
        window.fixture.show(["source-a"])
      })
      await p.evaluate(() => window.fixture.show([]))
      await p.evaluate(() => window.fixture.show(["source-b"]))
      // past the idle time, not disposed (a slow machine can only make this check pass)
      await sleep(afterIdle)
      const kept = await stats(p)
      expect(kept.listens).toBe(1)
      expect(kept.unlistens).toBe(0)
      expect(await text(p, "source-b")).toBe("1")
    })
  )

  it.effect("useAtom: a click sets the atom; every reader and the derived atom follow", () =>
    page(async (p) => {
      await p.evaluate(() => {
        window.fixture.open("provider")
        window.fixture.show(["counter-a", "counter-b", "doubled"])
      })
      expect(await text(p, "counter-a")).toBe("0")
      expect(await text(p, "doubled")).toBe("0")
      await p.click('[data-testid="counter-a"]')
      await untilText(p, "counter-a", "1")
      await untilText(p, "counter-b", "1")
      await untilText(p, "doubled", "2")
      await p.click('[data-testid="counter-b"]')
      await untilText(p, "counter-a", "2")
      await untilText(p, "doubled", "4")
      // a write from outside React reaches the components too
      await p.evaluate(() => window.fixture.setCounter(10))
      await untilText(p, "counter-b", "10")
      await untilText(p, "doubled", "20")
    })
  )

  it.effect("RegistryProvider: initial values take the place of the atoms' own", () =>
    page(async (p) => {
      await p.evaluate(() => {
        window.fixture.open("provider", 20)
        window.fixture.show(["counter-a", "doubled"])
      })
      expect(await text(p, "counter-a")).toBe("20")
      expect(await text(p, "doubled")).toBe("40")
      await p.click('[data-testid="counter-a"]')
      await untilText(p, "doubled", "42")
      // a new provider starts from its own initial values, not from the last registry's state
      await p.evaluate(() => {
        window.fixture.open("provider")
        window.fixture.show(["counter-a"])
      })
      expect(await text(p, "counter-a")).toBe("0")
    })
  )

  it.effect("RegistryProvider: unmounting it disposes its registry and every atom in it", () =>
    page(async (p) => {
      await p.evaluate(() => {
        window.fixture.open("provider")
        window.fixture.show(["doubled"])
      })
      expect(await text(p, "doubled")).toBe("0")
      expect((await stats(p)).builds).toBeGreaterThan(0)
      await p.evaluate(() => window.fixture.close())
      // not at once: StrictMode unmounts and mounts a provider again straight away
      expect(await p.evaluate(() => window.fixture.disposed())).toBe(false)
      await p.waitForFunction(() => window.fixture.disposed(), undefined, { timeout: 10_000, polling: 20 })
      const after = await stats(p)
      expect(after.disposals).toBe(after.builds)
    })
  )

  it.effect("RegistryProvider under StrictMode: the double mount keeps the registry; it still serves updates", () =>
    page(async (p) => {
      await p.evaluate(() => {
        window.fixture.open("strict-provider", 3)
        window.fixture.show(["counter-a", "doubled"])
      })
      expect(await text(p, "counter-a")).toBe("3")
      // past the dispose delay, not disposed (a slow machine can only make this check pass)
      await sleep(disposeDelay + 300)
      expect(await p.evaluate(() => window.fixture.disposed())).toBe(false)
      await p.click('[data-testid="counter-a"]')
      await untilText(p, "counter-a", "4")
      await untilText(p, "doubled", "8")
    })
  )

  it.effect("useAtomSet in promiseExit mode: the promise settles with the call's Exit, success or failure", () =>
    page(async (p) => {
      await p.evaluate(() => {
        window.fixture.open("provider")
        window.fixture.show(["action"])
      })
      expect(await p.evaluate(() => window.fixture.call(21))).toBe("success 42")
      expect(await p.evaluate(() => window.fixture.call(-1))).toBe("failure negative: -1")
      expect(await p.evaluate(() => window.fixture.call(0))).toBe("success 0")
    })
  )
})
