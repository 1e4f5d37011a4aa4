import * as Result from "@effect-atom/atom/Result"
import { useAtomValue } from "@effect-atom/atom-react"
import * as BigDecimal from "effect/BigDecimal"
import * as Option from "effect/Option"
import { BookView } from "effect-bybit"
import { useEffect, useRef } from "react"
import { bookAtom } from "../atoms/Market.js"

interface Point {
  readonly price: number
  readonly size: number
}

const steps = (book: BookView.Book, side: "bid" | "ask"): ReadonlyArray<Point> =>
  BookView.cumulative(book, side).map((step) => ({
    price: Number(step.price),
    size: BigDecimal.unsafeToNumber(step.size)
  }))

/** Draws cumulative bid (green, left) and ask (red, right) depth as stepped areas around the mid. */
const draw = (canvas: HTMLCanvasElement, book: BookView.Book | undefined) => {
  const ratio = window.devicePixelRatio || 1
  const width = canvas.clientWidth
  const height = canvas.clientHeight
  if (canvas.width !== Math.round(width * ratio)) canvas.width = Math.round(width * ratio)
  if (canvas.height !== Math.round(height * ratio)) canvas.height = Math.round(height * ratio)
  const ctx = canvas.getContext("2d")
  if (ctx === null) return
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0)
  ctx.fillStyle = "#0f141b"
  ctx.fillRect(0, 0, width, height)
  if (book === undefined) return
  const bids = steps(book, "bid")
  const asks = steps(book, "ask")
  const lowest = bids[bids.length - 1]?.price ?? asks[0]?.price
  const highest = asks[asks.length - 1]?.price ?? bids[0]?.price
  if (lowest === undefined || highest === undefined || highest <= lowest) return
  const maxSize = Math.max(bids[bids.length - 1]?.size ?? 0, asks[asks.length - 1]?.size ?? 0, Number.MIN_VALUE)
  const pad = 16
  const x = (price: number) => ((price - lowest) / (highest - lowest)) * width
  const y = (size: number) => height - pad - (size / maxSize) * (height - 2 * pad)

  const area = (points: ReadonlyArray<Point>, stroke: string, fill: string) => {
    const first = points[0]
    if (first === undefined) return
    ctx.beginPath()
    ctx.moveTo(x(first.price), height - pad)
    let previous = 0
    for (const point of points) {
      ctx.lineTo(x(point.price), y(previous))
      ctx.lineTo(x(point.price), y(point.size))
      previous = point.size
    }
    const last = points[points.length - 1] ?? first
    ctx.lineTo(x(last.price), height - pad)
    ctx.closePath()
    ctx.fillStyle = fill
    ctx.fill()
    ctx.strokeStyle = stroke
    ctx.lineWidth = 1.5
    ctx.stroke()
  }
  area(bids, "#26a69a", "rgba(38,166,154,0.25)")
  area(asks, "#ef5350", "rgba(239,83,80,0.25)")

  ctx.fillStyle = "#6b7785"
  ctx.font = "10px ui-monospace, monospace"
  ctx.fillText(String(lowest), 4, height - 3)
  const highText = String(highest)
  ctx.fillText(highText, width - ctx.measureText(highText).width - 4, height - 3)
  ctx.fillText(`max ${maxSize.toPrecision(4)}`, 4, 11)
}

/** The depth chart of the order book, redrawn on every book update. */
export function DepthChart() {
  const book = useAtomValue(bookAtom)
  const canvas = useRef<HTMLCanvasElement>(null)
  const current = Option.getOrUndefined(Result.value(book))
  useEffect(() => {
    if (canvas.current !== null) draw(canvas.current, current)
  }, [current])
  return (
    <section className="panel depth-panel">
      <h2>Depth</h2>
      <canvas className="depth" data-testid="depth-chart" ref={canvas} />
    </section>
  )
}
