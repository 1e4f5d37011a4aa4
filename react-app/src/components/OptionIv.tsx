/**
 * An option's mark IV history beside its chart (issue 60): the latest IV and a line of the kept samples (the page's
 * own: the exchange keeps no history for options), oldest at the left; a row of its own under the chart's note.
 */
import * as Format from "../lib/Format.js"

const width = 160
const height = 18

/** The IV line and figure; nothing until a sample with an IV is kept. */
export function OptionIv(props: { readonly iv: ReadonlyArray<{ readonly time: number; readonly value: number }> }) {
  const { iv } = props
  const last = iv[iv.length - 1]
  if (last === undefined) return null
  const values = iv.map((p) => p.value)
  const low = Math.min(...values)
  const high = Math.max(...values)
  const first = iv[0]?.time ?? last.time
  const span = Math.max(1, last.time - first)
  const points = iv
    .map((p) => {
      const x = ((p.time - first) / span) * width
      const y = high === low ? height / 2 : height - ((p.value - low) / (high - low)) * height
      return `${Math.round(x * 10) / 10},${Math.round(y * 10) / 10}`
    })
    .join(" ")
  return (
    // a block: the figure and its line on a row of their own, under the note's sentence (issue 72)
    <div className="option-iv" data-testid="option-iv" data-samples={iv.length}>
      IV <b data-testid="option-iv-last">{Format.ratio(last.value)}</b>{" "}
      <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden="true">
        <polyline points={points} fill="none" stroke="#b39ddb" strokeWidth={1.2} />
      </svg>{" "}
      <span className="muted">
        {Format.ratio(low)} – {Format.ratio(high)}
      </span>
    </div>
  )
}
