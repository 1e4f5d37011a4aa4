/**
 * The trader's drawings on the price chart (issue 60): trend line, ray, horizontal line, rectangle and Fibonacci
 * retracement (issue 72); a drawing is chosen by a tap, moved by dragging it, deleted with its button or the Delete
 * key. Drawn as an SVG over the chart's canvas, placed from the chart's own scales on every change of view, so a
 * drawing stays on its bars and prices. Kept per market in this browser (`lib/Drawings.ts`). Its own chunk, loaded
 * after the first paint.
 */
import type { IChartApi, ISeriesApi } from "lightweight-charts"
import { type PointerEvent as ReactPointerEvent, type RefObject, useEffect, useRef, useState } from "react"
import { createPortal } from "react-dom"
import * as Drawings from "../lib/Drawings.js"
import { colour, type Scales, Shape, scalesOf } from "./DrawingShape.js"
import "./ChartDrawings.css"

// each tool's mark and name: the name is shown where the tools wrap (a phone held upright); elsewhere the row keeps
// one line with the marks alone (the names wider pushed Delete off the row's end), named for a screen reader
const labels: Readonly<
  Record<Drawings.Kind, { readonly mark: string; readonly name: string; readonly title: string }>
> = {
  trend: { mark: "╱", name: "Trend", title: "Trend line: tap two points" },
  ray: { mark: "→", name: "Ray", title: "Ray: tap where it starts, then a point it goes through" },
  horizontal: { mark: "─", name: "Level", title: "Horizontal line: tap a price" },
  rect: { mark: "▭", name: "Rect", title: "Rectangle: tap two opposite corners" },
  fib: { mark: "Fib", name: "", title: "Fibonacci retracement: tap the move's start, then its end" }
}

let made = 0
const newId = (): string => `${Date.now().toString(36)}-${(made++).toString(36)}`

type Drag = { readonly id: string; readonly x: number; readonly y: number; readonly from: Drawings.Drawing }

/**
 * The drawing tools over the price chart of `category`/`symbol`: their buttons here, their shapes over `container`.
 * `bars` are the times (true, in seconds) of the bars on the chart; with none, nothing is drawn (they are kept).
 */
export function ChartDrawings(props: {
  readonly chart: RefObject<IChartApi | undefined>
  readonly series: RefObject<{ readonly candles: ISeriesApi<"Candlestick"> } | undefined>
  readonly container: RefObject<HTMLDivElement | null>
  readonly times: ReadonlyArray<number>
  readonly category: string
  readonly symbol: string
  readonly decimals: number
}) {
  const { chart, series, container, times, category, symbol, decimals } = props
  const state = useDrawingState(category, symbol)
  const { drawings, tool, pending, selected } = state
  const scales = useScales(chart, series, container, times)
  const drag = useDrag(chart, scales, state)
  useDrawingKeys({ onEscape: () => state.take(undefined), onDelete: state.removeSelected })

  // with a tool in hand a tap on the chart is a point of the drawing being made; the overlay takes the taps itself
  // (the chart drops a second click within half a second of the first: a quick second point was lost)
  const addPoint = (x: number, y: number) => {
    if (scales === undefined) return
    const time = scales.time(x)
    const price = scales.price(y)
    if (time === undefined || price === undefined) return
    state.addPoint({ time, price })
  }

  const element = container.current
  return (
    <fieldset className="indicators drawing-tools" aria-label="Drawing tools">
      <ToolButtons
        tool={tool}
        canDelete={selected !== undefined}
        onTool={(kind) => state.take(tool === kind ? undefined : kind)}
        onDelete={() => state.removeSelected?.()}
      />
      {element === null || scales === undefined ? null : (
        <DrawingsOverlay
          element={element}
          scales={scales}
          drawings={drawings}
          selected={selected}
          decimals={decimals}
          tool={tool}
          pending={pending}
          grab={drag.grab}
          onMove={drag.onMove}
          onUp={drag.onUp}
          onCancel={drag.onCancel}
          addPoint={addPoint}
          dragging={drag.dragging}
        />
      )}
      {/* over the chart, not beside the buttons: a hint that wrapped the buttons would move the chart under the tap */}
      {tool === undefined || element === null ? null : <ToolHint tool={tool} element={element} />}
    </fieldset>
  )
}

/** The drawings of one market, the tool in hand, the points of the drawing being made and the chosen drawing. */
interface DrawingState {
  readonly drawings: ReadonlyArray<Drawings.Drawing>
  readonly tool: Drawings.Kind | undefined
  readonly pending: ReadonlyArray<Drawings.Anchor>
  readonly selected: string | undefined
  /** Shows `next` without keeping it (a drag under way). */
  readonly show: (next: (all: ReadonlyArray<Drawings.Drawing>) => ReadonlyArray<Drawings.Drawing>) => void
  /** Shows and keeps `next` (in this browser, for the market). */
  readonly commit: (next: ReadonlyArray<Drawings.Drawing>) => void
  readonly select: (id: string | undefined) => void
  /** Takes `kind` in hand (undefined: puts the tool down), dropping the points so far and the choice. */
  readonly take: (kind: Drawings.Kind | undefined) => void
  /** Adds a point to the drawing being made, which is made (and chosen) with its last point. */
  readonly addPoint: (point: Drawings.Anchor) => void
  /** Deletes the chosen drawing; undefined when none is chosen. */
  readonly removeSelected: (() => void) | undefined
}

/** the drawings of `category`/`symbol`, loaded afresh for another market, with what the tools do to them */
function useDrawingState(category: string, symbol: string): DrawingState {
  const [drawings, setDrawings] = useState<ReadonlyArray<Drawings.Drawing>>(() => Drawings.load(category, symbol))
  const [market, setMarket] = useState(`${category}|${symbol}`)
  const [tool, setTool] = useState<Drawings.Kind | undefined>(undefined)
  const [pending, setPending] = useState<ReadonlyArray<Drawings.Anchor>>([])
  const [selected, setSelected] = useState<string | undefined>(undefined)
  const take = (kind: Drawings.Kind | undefined) => {
    setTool(kind)
    setPending([])
    setSelected(undefined)
  }

  // another market: its own drawings (read during render, so the market left behind's are never drawn on it)
  if (market !== `${category}|${symbol}`) {
    setMarket(`${category}|${symbol}`)
    setDrawings(Drawings.load(category, symbol))
    take(undefined)
  }

  const commit = (next: ReadonlyArray<Drawings.Drawing>) => {
    setDrawings(next)
    Drawings.save(category, symbol, next)
  }
  const addPoint = (point: Drawings.Anchor) => {
    if (tool === undefined) return
    const points = [...pending, point]
    if (points.length < Drawings.pointsOf(tool)) {
      setPending(points)
      return
    }
    const drawing: Drawings.Drawing = { id: newId(), kind: tool, points }
    commit([...drawings, drawing])
    setPending([])
    setTool(undefined)
    setSelected(drawing.id)
  }
  const removeSelected =
    selected === undefined
      ? undefined
      : () => {
          commit(Drawings.remove(drawings, selected))
          setSelected(undefined)
        }
  return {
    drawings,
    tool,
    pending,
    selected,
    show: setDrawings,
    commit,
    select: setSelected,
    take,
    addPoint,
    removeSelected
  }
}

/** What the overlay needs to move a drawing: a pointer down on it grabs it, moves drag it, up drops it. */
interface Dragging {
  readonly grab: (drawing: Drawings.Drawing) => (event: ReactPointerEvent<SVGElement>) => void
  readonly onMove: (event: ReactPointerEvent<SVGSVGElement>) => void
  readonly onUp: (event: ReactPointerEvent<SVGSVGElement>) => void
  readonly onCancel: () => void
  readonly dragging: () => boolean
}

/**
 * a drawing dragged without a tool in hand (shown as it moves, kept where it is dropped); a tap on the chart that
 * ends no drag lets the chosen drawing go
 */
function useDrag(chart: RefObject<IChartApi | undefined>, scales: Scales | undefined, state: DrawingState): Dragging {
  const drag = useRef<Drag | undefined>(undefined)
  const { select } = state

  // without a tool, a tap on the chart away from every drawing lets the chosen one go
  useEffect(() => {
    const api = chart.current
    if (api === undefined) return
    const onClick = () => {
      if (drag.current === undefined) select(undefined)
    }
    api.subscribeClick(onClick)
    return () => api.unsubscribeClick(onClick)
  }, [chart, select])

  const grab = (drawing: Drawings.Drawing) => (event: ReactPointerEvent<SVGElement>) => {
    if (state.tool !== undefined) return
    event.stopPropagation()
    event.preventDefault()
    select(drawing.id)
    drag.current = { id: drawing.id, x: event.clientX, y: event.clientY, from: drawing }
    // the drag follows the pointer off the shape (its moves bubble to the overlay)
    event.currentTarget.setPointerCapture?.(event.pointerId)
  }
  const movedBy = (event: ReactPointerEvent<SVGSVGElement>): Drawings.Drawing | undefined => {
    const grabbed = drag.current
    return grabbed === undefined || scales === undefined ? undefined : dragged(grabbed, scales, event)
  }
  const onMove = (event: ReactPointerEvent<SVGSVGElement>) => {
    const next = movedBy(event)
    if (next !== undefined) state.show((all) => Drawings.replace(all, next))
  }
  const onUp = (event: ReactPointerEvent<SVGSVGElement>) => {
    const next = movedBy(event)
    drag.current = undefined
    if (next !== undefined) state.commit(Drawings.replace(state.drawings, next))
  }
  // a cancelled drag (the browser took the touch) leaves the drawing where it was: a cancel's point is no place
  const onCancel = () => {
    const grabbed = drag.current
    drag.current = undefined
    if (grabbed !== undefined) state.show((all) => Drawings.replace(all, grabbed.from))
  }
  return { grab, onMove, onUp, onCancel, dragging: () => drag.current !== undefined }
}

/** the grabbed drawing moved by the pointer's way since the grab (a horizontal line only up and down) */
const dragged = (
  grabbed: Drag,
  scales: Scales,
  event: ReactPointerEvent<SVGSVGElement>
): Drawings.Drawing | undefined => {
  const first = grabbed.from.points[0]
  if (first === undefined) return undefined
  const x = scales.x(first.time)
  const y = scales.y(first.price)
  if (x === undefined || y === undefined) return undefined
  const time = grabbed.from.kind === "horizontal" ? first.time : scales.time(x + event.clientX - grabbed.x)
  const price = scales.price(y + event.clientY - grabbed.y)
  if (time === undefined || price === undefined) return undefined
  return Drawings.moved(grabbed.from, time - first.time, price - first.price)
}

/**
 * the chart's scales, worked out again when the view moves, the chart is resized or the bars change (the shapes
 * follow them)
 */
function useScales(
  chart: RefObject<IChartApi | undefined>,
  series: RefObject<{ readonly candles: ISeriesApi<"Candlestick"> } | undefined>,
  container: RefObject<HTMLDivElement | null>,
  times: ReadonlyArray<number>
): Scales | undefined {
  const [view, setView] = useState(0)
  useEffect(() => {
    const api = chart.current
    const element = container.current
    if (api === undefined || element === null) return
    const bump = () => setView((v) => v + 1)
    api.timeScale().subscribeVisibleLogicalRangeChange(bump)
    const resize = new ResizeObserver(bump)
    resize.observe(element)
    return () => {
      api.timeScale().unsubscribeVisibleLogicalRangeChange(bump)
      resize.disconnect()
    }
  }, [chart, container])
  // the bars changed: drawn again once the chart holds them (the price chart sets them in its effect, after this
  // render)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the bars' change is the cause, not an input
  useEffect(() => setView((v) => v + 1), [times])
  void view
  const api = chart.current
  const candles = series.current?.candles
  return api === undefined || candles === undefined ? undefined : scalesOf(api, candles, times)
}

/** the drawings as an SVG over the chart's canvas; with a tool in hand it takes the taps (points of the new drawing) */
function DrawingsOverlay(props: {
  readonly element: HTMLDivElement
  readonly scales: Scales
  readonly drawings: ReadonlyArray<Drawings.Drawing>
  readonly selected: string | undefined
  readonly decimals: number
  readonly tool: Drawings.Kind | undefined
  readonly pending: ReadonlyArray<Drawings.Anchor>
  readonly grab: (drawing: Drawings.Drawing) => (event: ReactPointerEvent<SVGElement>) => void
  readonly onMove: (event: ReactPointerEvent<SVGSVGElement>) => void
  readonly onUp: (event: ReactPointerEvent<SVGSVGElement>) => void
  /** A drag the browser cancelled (it took the touch): the drawing stays where it was. */
  readonly onCancel: () => void
  readonly addPoint: (x: number, y: number) => void
  /** Whether a drawing is being dragged (a pointer up then ends the drag, not a point). */
  readonly dragging: () => boolean
}) {
  const { scales, drawings, tool, onUp } = props
  return createPortal(
    <svg
      className="drawings"
      data-testid="drawings"
      data-count={drawings.length}
      width={scales.width}
      height={scales.height}
      style={{
        position: "absolute",
        left: 0,
        top: 0,
        zIndex: 3,
        pointerEvents: tool === undefined ? "none" : "all",
        cursor: tool === undefined ? "default" : "crosshair",
        // Chromium reads touch-action from the SVG's root, not its shapes: none, so a finger's drag on a drawing
        // moves it (the browser would take it as a pan and cancel it); a touch elsewhere goes through to the chart
        // (the overlay takes no pointer events there without a tool)
        touchAction: "none"
      }}
      onPointerMove={props.onMove}
      onPointerUp={(event) => {
        if (props.dragging()) return onUp(event)
        const box = event.currentTarget.getBoundingClientRect()
        props.addPoint(event.clientX - box.left, event.clientY - box.top)
      }}
      onPointerCancel={props.onCancel}
    >
      <title>Drawings</title>
      {drawings.map((drawing) => (
        <Shape
          key={drawing.id}
          drawing={drawing}
          scales={scales}
          selected={drawing.id === props.selected}
          decimals={props.decimals}
          toolInHand={tool !== undefined}
          onGrab={props.grab(drawing)}
        />
      ))}
      {props.pending.map((p) => {
        const x = scales.x(p.time)
        const y = scales.y(p.price)
        return x === undefined || y === undefined ? null : (
          <circle key={`${p.time}-${p.price}`} cx={x} cy={y} r={3} fill={colour} data-testid="drawing-pending" />
        )
      })}
    </svg>,
    props.element
  )
}

/** a button per tool (pressed while in hand) and Delete for the chosen drawing */
function ToolButtons(props: {
  readonly tool: Drawings.Kind | undefined
  readonly canDelete: boolean
  readonly onTool: (kind: Drawings.Kind) => void
  readonly onDelete: () => void
}) {
  return (
    <>
      {Drawings.kinds.map((kind) => (
        <button
          key={kind}
          type="button"
          className={`chip${props.tool === kind ? " active" : ""}`}
          data-testid={`draw-${kind}`}
          aria-pressed={props.tool === kind}
          title={labels[kind].title}
          aria-label={labels[kind].title.split(":")[0]}
          onClick={() => props.onTool(kind)}
        >
          <span aria-hidden="true">{labels[kind].mark}</span>
          {labels[kind].name === "" ? null : <span className="tool-name">{labels[kind].name}</span>}
        </button>
      ))}
      <button
        type="button"
        className="chip"
        data-testid="draw-delete"
        disabled={!props.canDelete}
        title="Delete the chosen drawing (Delete key)"
        onClick={props.onDelete}
      >
        Delete
      </button>
    </>
  )
}

/** what the tool in hand asks for, over the chart's top left corner */
function ToolHint(props: { readonly tool: Drawings.Kind; readonly element: HTMLDivElement }) {
  return createPortal(
    <div
      className="muted drawing-hint"
      data-testid="draw-hint"
      style={{ position: "absolute", left: 6, top: 4, zIndex: 4, pointerEvents: "none", fontSize: 11 }}
    >
      {labels[props.tool].title}
    </div>,
    props.element
  )
}

/**
 * Delete (or Backspace) removes the chosen drawing, Escape puts the tool down; not while typing in a field. Bound
 * afresh at every render, so the keys act on the drawings as they are now
 */
function useDrawingKeys(on: { readonly onEscape: () => void; readonly onDelete: (() => void) | undefined }) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null
      if (target !== null && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return
      if (event.key === "Escape") on.onEscape()
      else if ((event.key === "Delete" || event.key === "Backspace") && on.onDelete !== undefined) {
        event.preventDefault()
        on.onDelete()
      }
    }
    window.addEventListener("keydown", onKey)
    return () => window.removeEventListener("keydown", onKey)
  })
}
