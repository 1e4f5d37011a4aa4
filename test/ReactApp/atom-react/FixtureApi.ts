/**
 * What the hooks' browser fixture (`fixture.ts`) offers the test on `window.fixture`.
 */

/** Counters the fixture keeps as the atoms and the registry are used. */
export interface Stats {
  /** Times the outside source got a listener from `sourceAtom`, and lost one. */
  listens: number
  unlistens: number
  /** Times `doubledAtom` was built, and its finalizer ran. */
  builds: number
  disposals: number
  /** Subscriptions taken in the counting registry, and released. */
  subscribes: number
  unsubscribes: number
  /** Renders of the components that read an atom. */
  renders: number
}

/** The components the fixture can show (each one at most once). */
export type View = "source-a" | "source-b" | "doubled" | "counter-a" | "counter-b" | "action"

/** How the views are wrapped: in a registry that counts subscriptions, or in `RegistryProvider`. */
export type Wrapper = "counting" | "provider" | "strict-provider"

/** The fixture's controls. */
export interface Fixture {
  readonly stats: Stats
  /** A new React root around the views; `initialCounter` goes to the provider's `initialValues`. */
  readonly open: (wrapper: Wrapper, initialCounter?: number) => void
  /** Shows exactly these views (synchronously committed). */
  readonly show: (views: ReadonlyArray<View>) => void
  /** Unmounts the root. */
  readonly close: () => void
  /** Emits a value from the outside source. */
  readonly emit: (value: number) => void
  /** Sets the counter atom through the registry in use. */
  readonly setCounter: (value: number) => void
  /** Whether the registry in use holds a node of the atom. */
  readonly hasNode: (atom: "source" | "doubled" | "counter") => boolean
  /** Whether the registry in use has been disposed. */
  readonly disposed: () => boolean
  /** Calls the action through `useAtomSet(…, { mode: "promiseExit" })`; its `Exit` in words. */
  readonly call: (n: number) => Promise<string>
}

declare global {
  interface Window {
    fixture: Fixture
  }
}
