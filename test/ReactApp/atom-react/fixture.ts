/**
 * A page for the hooks of `react-app/src/atom-react`: a few atoms with counters, components that read and write
 * them, and controls on `window.fixture` (see `FixtureApi.ts`) that the browser test drives. Written without JSX, so
 * the project's own type check covers it.
 */
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Atom from "effect/reactivity/Atom"
import * as AtomRegistry from "effect/reactivity/AtomRegistry"
import { createElement, Fragment, type ReactNode, StrictMode, useContext } from "react"
import { flushSync } from "react-dom"
import { createRoot, type Root } from "react-dom/client"
import {
  defaultIdleTTL,
  RegistryContext,
  RegistryProvider,
  useAtom,
  useAtomSet,
  useAtomValue
} from "../../../react-app/src/atom-react/index.js"
import type { Fixture, Stats, View, Wrapper } from "./FixtureApi.js"

const stats: Stats = { listens: 0, unlistens: 0, builds: 0, disposals: 0, subscribes: 0, unsubscribes: 0, renders: 0 }

// an outside source: the atom listens to it while it is mounted
const listeners = new Set<(value: number) => void>()
let current = 1

const sourceAtom: Atom.Atom<number> = Atom.readable((get) => {
  stats.listens++
  const listener = (value: number) => get.setSelf(value)
  listeners.add(listener)
  get.addFinalizer(() => {
    stats.unlistens++
    listeners.delete(listener)
  })
  return current
})

const counterAtom: Atom.Writable<number> = Atom.make(0)

const doubledAtom: Atom.Atom<number> = Atom.readable((get) => {
  stats.builds++
  get.addFinalizer(() => {
    stats.disposals++
  })
  return get(counterAtom) * 2
})

// doubles after a pause; refuses negative numbers
const doubleFn = Atom.fn((n: number) =>
  n < 0 ? Effect.fail(`negative: ${n}`) : Effect.as(Effect.sleep("50 millis"), n * 2)
)

// the registry's own behaviour, with its subscriptions counted
const counting = (registry: AtomRegistry.AtomRegistry): AtomRegistry.AtomRegistry => ({
  [AtomRegistry.TypeId]: AtomRegistry.TypeId,
  scheduler: registry.scheduler,
  schedulerAsync: registry.schedulerAsync,
  preloadedSerializable: registry.preloadedSerializable,
  getNodes: () => registry.getNodes(),
  ensureNode: (atom) => registry.ensureNode(atom),
  get: (atom) => registry.get(atom),
  mount: (atom) => registry.mount(atom),
  refresh: (atom) => registry.refresh(atom),
  set: (atom, value) => registry.set(atom, value),
  setSerializable: (key, encoded) => registry.setSerializable(key, encoded),
  modify: (atom, f) => registry.modify(atom, f),
  update: (atom, f) => registry.update(atom, f),
  reset: () => registry.reset(),
  dispose: () => registry.dispose(),
  scheduleNodeRemoval: (node) => registry.scheduleNodeRemoval(node),
  subscribe: (atom, f, options) => {
    stats.subscribes++
    const release = registry.subscribe(atom, f, options)
    return () => {
      stats.unsubscribes++
      release()
    }
  }
})

function Value(props: { readonly id: string; readonly atom: Atom.Atom<number> }) {
  const value = useAtomValue(props.atom)
  stats.renders++
  return createElement("span", { "data-testid": props.id }, String(value))
}

function Counter(props: { readonly id: string }) {
  const [value, set] = useAtom(counterAtom)
  stats.renders++
  return createElement(
    "button",
    { type: "button", "data-testid": props.id, onClick: () => set(value + 1) },
    String(value)
  )
}

let call: ((n: number) => Promise<Exit.Exit<number, string>>) | undefined

function Action() {
  call = useAtomSet(doubleFn, { mode: "promiseExit" })
  return createElement("span", { "data-testid": "action" }, "ready")
}

// the registry the views see, whichever wrapper provides it
let registry: AtomRegistry.AtomRegistry | undefined

function Capture() {
  registry = useContext(RegistryContext)
  return null
}

const views: Readonly<Record<View, () => ReactNode>> = {
  "source-a": () => createElement(Value, { key: "source-a", id: "source-a", atom: sourceAtom }),
  "source-b": () => createElement(Value, { key: "source-b", id: "source-b", atom: sourceAtom }),
  doubled: () => createElement(Value, { key: "doubled", id: "doubled", atom: doubledAtom }),
  "counter-a": () => createElement(Counter, { key: "counter-a", id: "counter-a" }),
  "counter-b": () => createElement(Counter, { key: "counter-b", id: "counter-b" }),
  action: () => createElement(Action, { key: "action" })
}

let root: Root | undefined
let wrap: (children: ReactNode) => ReactNode = (children) => children

const render = (shown: ReadonlyArray<View>) => {
  const children = createElement(
    Fragment,
    null,
    createElement(Capture, { key: "capture" }),
    ...shown.map((v) => views[v]())
  )
  flushSync(() => root?.render(wrap(children)))
}

const requireRegistry = (): AtomRegistry.AtomRegistry => {
  if (registry === undefined) throw new Error("no view has rendered yet")
  return registry
}

const fixture: Fixture = {
  stats,
  open: (wrapper: Wrapper, initialCounter?: number) => {
    root?.unmount()
    registry = undefined
    const initialValues = initialCounter === undefined ? [] : [[counterAtom, initialCounter] as const]
    switch (wrapper) {
      case "counting": {
        const countingRegistry = counting(AtomRegistry.make({ defaultIdleTTL }))
        wrap = (children) => createElement(RegistryContext.Provider, { value: countingRegistry }, children)
        break
      }
      case "provider": {
        wrap = (children) => createElement(RegistryProvider, { initialValues }, children)
        break
      }
      case "strict-provider": {
        wrap = (children) =>
          createElement(StrictMode, null, createElement(RegistryProvider, { initialValues }, children))
        break
      }
    }
    root = createRoot(document.getElementById("root") ?? document.body)
    render([])
  },
  show: render,
  close: () => {
    flushSync(() => root?.unmount())
    root = undefined
  },
  emit: (value: number) => {
    current = value
    for (const listener of [...listeners]) listener(value)
  },
  setCounter: (value: number) => requireRegistry().set(counterAtom, value),
  hasNode: (atom) =>
    requireRegistry()
      .getNodes()
      .has(atom === "source" ? sourceAtom : atom === "doubled" ? doubledAtom : counterAtom),
  disposed: () => {
    try {
      requireRegistry().get(Atom.make(0))
      return false
    } catch {
      return true
    }
  },
  call: (n: number) => {
    if (call === undefined) return Promise.reject(new Error("the action is not shown"))
    return call(n).then((exit) =>
      Exit.match(exit, {
        onSuccess: (value) => `success ${value}`,
        onFailure: (cause) => `failure ${String(Cause.squash(cause))}`
      })
    )
  }
}

window.fixture = fixture
