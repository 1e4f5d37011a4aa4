import { Component, type ReactNode, Suspense } from "react"

/**
 * Keeps a part of the page whose code failed to load (a chunk fetched after the first paint, the connection dropped
 * meanwhile) from taking the whole page down: React unmounts everything above a lazy part that throws, unless a
 * boundary catches it. The part shows `fallback` instead; the rest of the page goes on.
 */
export class Boundary extends Component<
  { readonly fallback: ReactNode; readonly children: ReactNode },
  { readonly failed: boolean }
> {
  override state = { failed: false }

  static getDerivedStateFromError(): { readonly failed: boolean } {
    return { failed: true }
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

/** A lazy part with nothing to show while it loads, nor if it could not be loaded. */
export function Quiet(props: { readonly children: ReactNode }) {
  return (
    <Boundary fallback={null}>
      <Suspense fallback={null}>{props.children}</Suspense>
    </Boundary>
  )
}
