/**
 * The trader's drawings on the price chart (issue 60): trend line, horizontal line and Fibonacci retracement; a
 * drawing is chosen by a tap, moved by dragging it, deleted with its button or the Delete key. Drawn as an SVG over
 * the chart's canvas, placed from the chart's own scales on every change of view, so a drawing stays on its bars and
 * prices. Kept per market in this browser (`lib/Drawings.ts`). Its own chunk, loaded after the first paint.
 */
import type { IChartApi, ISeriesApi, Logical } from "lightweight-charts"
import { type PointerEvent as ReactPointerEvent, type RefObject, useEffect, useRef, useState } from "react"
import { createPortal } from "react-dom"
import * as Drawings from "../lib/Drawings.js"
import * as Format from "../lib/Format.js"

const labels: Readonly<Record<Drawings.Kind, { readonly label: string; readonly title: string }>> = {
  trend: { label: "╱ Trend", title: "Trend line: tap two points" },
  horizontal: { label: "─ Level", title: "Horizontal line: tap a price" },
  fib: { label: "Fib", title: "Fibonacci retracement: tap the move's start, then its end" }
}

const colour = "#f0b90b"
const selectedColour = "#4fc3f7"

interface Scales {
  readonly x: (time: number) => number | undefined
  readonly y: (price: number) => number | undefined
  readonly time: (x: number) => number | undefined
  readonly price: (y: number) => number | undefined
  readonly width: number
  readonly height: number
}

// the chart's scales as functions of true time (bars are drawn shifted; bar indices do not care)
const scalesOf = (
  chart: IChartApi,
  candles: ISeriesApi<"Candlestick">,
  times: ReadonlyArray<number>
): Scales | undefined => {
  if (times.length === 0) return undefined
  const timeScale = chart.timeScale()
  return {
    x: (time) => timeScale.logicalToCoordinate(Drawings.indexOfTime(times, time) as Logical) ?? undefined,
    y: (price) => candles.priceToCoordinate(price) ?? undefined,
    time: (x) => {
      const logical = timeScale.coordinateToLogical(x)
      return logical === null ? undefined : Drawings.timeOfIndex(times, logical)
    },
    price: (y) => candles.coordinateToPrice(y) ?? undefined,
    width: timeScale.width(),
    height: chart.panes()[0]?.getHeight() ?? 0
  }
}

let made = 0
const newId = (): string => `${Date.now().toString(36)}-${(made++).toString(36)}`

/** One drawing as SVG; `onGrab` starts a drag (a tap selects). */
function Shape(props: {
  readonly drawing: Drawings.Drawing
  readonly scales: Scales
  readonly selected: boolean
  readonly decimals: number
  /** Whether a tool is in hand: then a tap goes through the shapes to the chart (a point of the new drawing). */
  readonly toolInHand: boolean
  readonly onGrab: (event: ReactPointerEvent<SVGElement>) => void
}) {
  const { drawing, scales, selected, decimals } = props
  const stroke = selected ? selectedColour : colour
  const [a, b] = drawing.points
  if (a === undefined) return null
  const common = {
    "data-testid": "drawing",
    "data-id": drawing.id,
    "data-kind": drawing.kind,
    "data-selected": selected ? "true" : "false",
    "data-prices": drawing.points.map((p) => p.price.toFixed(decimals)).join(",")
  }
  const hit = {
    stroke: "transparent",
    strokeWidth: 14,
    pointerEvents: props.toolInHand ? ("none" as const) : ("stroke" as const),
    onPointerDown: props.onGrab
  }
  if (drawing.kind === "horizontal") {
    const y = scales.y(a.price)
    if (y === undefined) return <g {...common} />
    return (
      <g {...common}>
        <line x1={0} x2={scales.width} y1={y} y2={y} stroke={stroke} strokeWidth={1.5} />
        <line x1={0} x2={scales.width} y1={y} y2={y} {...hit} className="drawing-hit" />
        <text x={4} y={y - 4} fill={stroke} fontSize={11} data-testid="drawing-label">
          {Format.price(a.price, decimals)}
        </text>
      </g>
    )
  }
  if (b === undefined) return <g {...common} />
  const x1 = scales.x(a.time)
  const x2 = scales.x(b.time)
  const y1 = scales.y(a.price)
  const y2 = scales.y(b.price)
  if (x1 === undefined || x2 === undefined || y1 === undefined || y2 === undefined) return <g {...common} />
  if (drawing.kind === "trend") {
    return (
      <g {...common}>
        <line x1={x1} x2={x2} y1={y1} y2={y2} stroke={stroke} strokeWidth={1.5} />
        <line x1={x1} x2={x2} y1={y1} y2={y2} {...hit} className="drawing-hit" />
        <circle cx={x1} cy={y1} r={3} fill={stroke} />
        <circle cx={x2} cy={y2} r={3} fill={stroke} />
      </g>
    )
  }
  const left = Math.min(x1, x2)
  const right = Math.max(x1, x2, left + 40)
  const levels = Drawings.fibLevels(a, b)
  const ys = levels.map((level) => scales.y(level.price) ?? 0)
  return (
    <g {...common}>
      <rect
        x={left}
        y={Math.min(...ys)}
        width={right - left}
        height={Math.max(1, Math.max(...ys) - Math.min(...ys))}
        fill={selected ? "rgba(79,195,247,0.08)" : "rgba(240,185,11,0.06)"}
      />
      <line x1={x1} x2={x2} y1={y1} y2={y2} stroke={stroke} strokeWidth={1} strokeDasharray="4 3" />
      {levels.map((level, i) => (
        <g key={level.ratio}>
          <line x1={left} x2={right} y1={ys[i]} y2={ys[i]} stroke={stroke} strokeWidth={1} />
          <line x1={left} x2={right} y1={ys[i]} y2={ys[i]} {...hit} className="drawing-hit" />
          <text x={left + 2} y={(ys[i] ?? 0) - 2} fill={stroke} fontSize={10} data-testid="fib-level">
            {`${Format.price(level.ratio, 3)} (${Format.price(level.price, decimals)})`}
          </text>
        </g>
      ))}
    </g>
  )
}

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
  const [drawings, setDrawings] = useState<ReadonlyArray<Drawings.Drawing>>(() => Drawings.load(category, symbol))
  const [market, setMarket] = useState(`${category}|${symbol}`)
  const [tool, setTool] = useState<Drawings.Kind | undefined>(undefined)
  const [pending, setPending] = useState<ReadonlyArray<Drawings.Anchor>>([])
  const [selected, setSelected] = useState<string | undefined>(undefined)
  const [view, setView] = useState(0)
  const drag = useRef<
    { readonly id: string; readonly x: number; readonly y: number; readonly from: Drawings.Drawing } | undefined
  >(undefined)

  // another market: its own drawings (read during render, so the market left behind's are never drawn on it)
  if (market !== `${category}|${symbol}`) {
    setMarket(`${category}|${symbol}`)
    setDrawings(Drawings.load(category, symbol))
    setTool(undefined)
    setPending([])
    setSelected(undefined)
  }

  const commit = (next: ReadonlyArray<Drawings.Drawing>) => {
    setDrawings(next)
    Drawings.save(category, symbol, next)
  }

  // redrawn when the view moves or the chart is resized (the shapes follow the chart's scales)
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

  const scales = (() => {
    void view
    const api = chart.current
    const candles = series.current?.candles
    return api === undefined || candles === undefined ? undefined : scalesOf(api, candles, times)
  })()

  // with a tool in hand a tap on the chart is a point of the drawing being made; the overlay takes the taps itself
  // (the chart drops a second click within half a second of the first: a quick second point was lost)
  const addPoint = (x: number, y: number) => {
    if (tool === undefined || scales === undefined) return
    const time = scales.time(x)
    const price = scales.price(y)
    if (time === undefined || price === undefined) return
    const points = [...pending, { time, price }]
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

  // without a tool, a tap on the chart away from every drawing lets the chosen one go
  useEffect(() => {
    const api = chart.current
    if (api === undefined) return
    const onClick = () => {
      if (drag.current === undefined) setSelected(undefined)
    }
    api.subscribeClick(onClick)
    return () => api.unsubscribeClick(onClick)
  }, [chart])

  const latest = useRef({ drawings })
  latest.current = { drawings }

  // Delete (or Backspace) removes the chosen drawing, Escape puts the tool down
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null
      if (target !== null && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return
      if (event.key === "Escape") {
        setTool(undefined)
        setPending([])
        setSelected(undefined)
      } else if ((event.key === "Delete" || event.key === "Backspace") && selected !== undefined) {
        event.preventDefault()
        commit(Drawings.remove(latest.current.drawings, selected))
        setSelected(undefined)
      }
    }
    window.addEventListener("keydown", onKey)
    return () => window.removeEventListener("keydown", onKey)
  })

  const grab = (drawing: Drawings.Drawing) => (event: ReactPointerEvent<SVGElement>) => {
    if (tool !== undefined) return
    event.stopPropagation()
    event.preventDefault()
    setSelected(drawing.id)
    drag.current = { id: drawing.id, x: event.clientX, y: event.clientY, from: drawing }
    // the drag follows the pointer off the shape (its moves bubble to the overlay)
    event.currentTarget.setPointerCapture?.(event.pointerId)
  }
  const movedBy = (event: ReactPointerEvent<SVGSVGElement>): Drawings.Drawing | undefined => {
    const grabbed = drag.current
    if (grabbed === undefined || scales === undefined) return undefined
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
  const onMove = (event: ReactPointerEvent<SVGSVGElement>) => {
    const next = movedBy(event)
    if (next !== undefined) setDrawings((all) => Drawings.replace(all, next))
  }
  const onUp = (event: ReactPointerEvent<SVGSVGElement>) => {
    const next = movedBy(event)
    drag.current = undefined
    if (next !== undefined) commit(Drawings.replace(drawings, next))
  }

  // a cancelled drag (the browser took the touch) leaves the drawing where it was: a cancel's point is no place
  const onCancel = () => {
    const grabbed = drag.current
    drag.current = undefined
    if (grabbed !== undefined) setDrawings((all) => Drawings.replace(all, grabbed.from))
  }

  const element = container.current
  const overlay =
    element === null || scales === undefined
      ? null
      : createPortal(
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
              // Chromium reads touch-action from the SVG's root, not its shapes: none, so a finger's drag on a
              // drawing moves it (the browser would take it as a pan and cancel it); a touch elsewhere goes through to
              // the chart (the overlay takes no pointer events there without a tool)
              touchAction: "none"
            }}
            onPointerMove={onMove}
            onPointerUp={(event) => {
              if (drag.current !== undefined) return onUp(event)
              const box = event.currentTarget.getBoundingClientRect()
              addPoint(event.clientX - box.left, event.clientY - box.top)
            }}
            onPointerCancel={onCancel}
          >
            <title>Drawings</title>
            {drawings.map((drawing) => (
              <Shape
                key={drawing.id}
                drawing={drawing}
                scales={scales}
                selected={drawing.id === selected}
                decimals={decimals}
                toolInHand={tool !== undefined}
                onGrab={grab(drawing)}
              />
            ))}
            {pending.map((p) => {
              const x = scales.x(p.time)
              const y = scales.y(p.price)
              return x === undefined || y === undefined ? null : (
                <circle key={`${p.time}-${p.price}`} cx={x} cy={y} r={3} fill={colour} data-testid="drawing-pending" />
              )
            })}
          </svg>,
          element
        )
  return (
    <fieldset className="indicators drawing-tools" aria-label="Drawing tools">
      {Drawings.kinds.map((kind) => (
        <button
          key={kind}
          type="button"
          className={`chip${tool === kind ? " active" : ""}`}
          data-testid={`draw-${kind}`}
          aria-pressed={tool === kind}
          title={labels[kind].title}
          onClick={() => {
            setTool(tool === kind ? undefined : kind)
            setPending([])
            setSelected(undefined)
          }}
        >
          {labels[kind].label}
        </button>
      ))}
      <button
        type="button"
        className="chip"
        data-testid="draw-delete"
        disabled={selected === undefined}
        title="Delete the chosen drawing (Delete key)"
        onClick={() => {
          if (selected === undefined) return
          commit(Drawings.remove(drawings, selected))
          setSelected(undefined)
        }}
      >
        Delete
      </button>
      {overlay}
      {/* over the chart, not beside the buttons: a hint that wrapped the buttons would move the chart under the tap */}
      {tool === undefined || element === null
        ? null
        : createPortal(
            <div
              className="muted drawing-hint"
              data-testid="draw-hint"
              style={{ position: "absolute", left: 6, top: 4, zIndex: 4, pointerEvents: "none", fontSize: 11 }}
            >
              {labels[tool].title}
            </div>,
            element
          )}
    </fieldset>
  )
}
