/**
 * The selection's atoms on their own (no exchange): a category switch never shows a dependent the new category beside
 * the symbol left behind, and the market search belongs to the category it was typed in (issue 60, defects 6 and 9).
 */
import { describe, expect, it } from "@effect/vitest"
import * as Option from "effect/Option"
import * as Atom from "effect/reactivity/Atom"
import * as AtomRegistry from "effect/reactivity/AtomRegistry"
import * as Config from "../../react-app/src/atoms/Config.js"
import * as MarketsAtoms from "../../react-app/src/atoms/Markets.js"
import * as Selection from "../../react-app/src/atoms/Selection.js"
import * as Url from "../../react-app/src/atoms/Url.js"

const config: Config.AppConfig = {
  env: "emulator",
  environments: {
    emulator: {
      rest: "http://127.0.0.1:1",
      ws: {
        spot: "ws://127.0.0.1:1",
        linear: "ws://127.0.0.1:1",
        inverse: "ws://127.0.0.1:1",
        option: "ws://127.0.0.1:1",
        private: "ws://127.0.0.1:1"
      }
    }
  },
  demoKeys: null,
  proxy: { testnet: "/proxy/testnet", demo: "/proxy/demo", live: "/proxy/live" }
}

const registryOf = () => AtomRegistry.make({ initialValues: [[Config.appConfigAtom, config]] })

describe("the selection", () => {
  it("a switch to inverse never keys a market by the new category and the old symbol", () => {
    for (const chosen of [Option.none<string>(), Option.some("BTCUSDT"), Option.some("ETHUSDT")]) {
      const registry = registryOf()
      const seen: Array<string> = []
      // an observed dependent of both, as the market's streams are: it is rebuilt as soon as a parent changes
      const key = Atom.readable((get) => {
        const k = Selection.marketKey(get)
        seen.push(k)
        return k
      })
      registry.mount(Selection.symbolAtom)
      const unmount = registry.mount(key)
      registry.set(Url.symbolChoiceAtom, chosen)
      registry.set(Url.categoryAtom, "inverse")
      expect(registry.get(key)).toBe("emulator|inverse|BTCUSD")
      // the socket of inverse was asked for "tickers.BTCUSDT" (and refused it) when this key was ever built
      expect(seen.filter((k) => k.startsWith("emulator|inverse|") && k !== "emulator|inverse|BTCUSD")).toEqual([])
      unmount()
      registry.dispose()
    }
  })

  it("the market search belongs to the category it was typed in", () => {
    const registry = registryOf()
    registry.mount(MarketsAtoms.searchAtom)
    registry.set(MarketsAtoms.searchAtom, "BTCUSDT")
    expect(registry.get(MarketsAtoms.searchAtom)).toBe("BTCUSDT")
    registry.set(Url.categoryAtom, "option")
    expect(registry.get(MarketsAtoms.searchAtom)).toBe("")
    registry.set(MarketsAtoms.searchAtom, "70000")
    registry.set(Url.categoryAtom, "option")
    // choosing the category already shown keeps what was typed
    expect(registry.get(MarketsAtoms.searchAtom)).toBe("70000")
    registry.dispose()
  })
})
