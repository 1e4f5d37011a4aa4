/**
 * The sweep results view (`?view=sweep`): the trader opens the file `effect-bybit sweep --out FILE` (or `--json`)
 * wrote, picked or dropped on the page and read in the browser (nothing is sent), and sees the ranking table, the
 * picked runs' equity curves overlaid, their drawdown, and one run's fills over its equity. A file that cannot be
 * read says why, in the page.
 *
 * @since 1.3.0
 */
import { useCallback, useEffect, useState } from "react"
import { useAtom, useAtomSet, useAtomValue } from "../atom-react/index.js"
import { fillsRunAtom, openAtom, openedAtom, pickedAtom, unreadableAtom } from "../atoms/SweepResults.js"
import * as Format from "../lib/Format.js"
import * as SweepResults from "../lib/SweepResults.js"
import { LineChart } from "./SweepCharts.js"
import { FillsReplay } from "./SweepReplay.js"
import { SweepTable } from "./SweepTable.js"
import "./SweepResults.css"

function useOpenFile(): (file: File) => void {
  const open = useAtomSet(openAtom)
  const unreadable = useAtomSet(unreadableAtom)
  return useCallback(
    (file: File) => {
      file.text().then(
        (text) => open({ name: file.name, text }),
        (cause: unknown) =>
          unreadable({ name: file.name, message: cause instanceof Error ? cause.message : String(cause) })
      )
    },
    [open, unreadable]
  )
}

function Opener() {
  const openFile = useOpenFile()
  const opened = useAtomValue(openedAtom)
  return (
    <div className="sweep-opener">
      <label className="sweep-file">
        <span>Open a sweep's results (sweep --out FILE)</span>
        <input
          type="file"
          accept=".json,application/json"
          data-testid="sweep-file"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0]
            if (file !== undefined) openFile(file)
            // the same file may be opened again after it was rewritten
            event.currentTarget.value = ""
          }}
        />
      </label>
      {opened._tag === "failed" ? (
        <div className="failure" role="alert" data-testid="sweep-error">
          {opened.name}: {opened.message}
        </div>
      ) : opened._tag === "loaded" ? (
        <div className="muted" data-testid="sweep-summary">
          {opened.name}: {opened.results.runs.length} runs ranked by {opened.results.rankedBy} (
          {opened.results.order === "asc" ? "smallest" : "largest"} first)
        </div>
      ) : (
        <div className="muted">…or drop the file on this page. It is read here, in the browser.</div>
      )}
    </div>
  )
}

function FillsOf(props: { readonly results: SweepResults.SweepResults }) {
  const [chosen, setChosen] = useAtom(fillsRunAtom)
  const run = props.results.runs.find((r) => r.run === chosen) ?? props.results.runs[0]
  if (run === undefined) return null
  return (
    <section className="sweep-section">
      <label className="sweep-choose">
        Fills of run{" "}
        <select
          data-testid="sweep-fills-run"
          value={run.run}
          onChange={(event) => setChosen(Number(event.currentTarget.value))}
        >
          {props.results.runs.map((r) => (
            <option key={r.run} value={r.run}>
              {r.run} (rank {r.rank})
            </option>
          ))}
        </select>
      </label>
      <FillsReplay run={run} />
      <div className="sweep-table-wrap">
        <table className="sweep-table sweep-fills">
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Symbol</th>
              <th scope="col">Side</th>
              <th scope="col">Price</th>
              <th scope="col">Qty</th>
            </tr>
          </thead>
          <tbody>
            {run.report.fills.map((f, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fills keep their order; two can share a time
              <tr key={i} data-testid="sweep-fill-row">
                <td>{Format.clock(f.time)}</td>
                <td>{f.symbol}</td>
                <td className={f.side === "Buy" ? "up" : "down"}>{f.side}</td>
                <td className="num">{String(f.price)}</td>
                <td className="num">{String(f.qty)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

function Pictures(props: { readonly results: SweepResults.SweepResults }) {
  const picked = useAtomValue(pickedAtom)
  const runs = props.results.runs.filter((r) => picked.includes(r.run))
  return (
    <>
      <section className="sweep-section">
        <SweepTable results={props.results} />
      </section>
      <section className="sweep-section sweep-pair">
        <LineChart
          testId="sweep-equity"
          label="Equity of the picked runs"
          lines={runs.map((r) => ({ run: r.run, samples: SweepResults.equityOf(r) }))}
          value={(v) => Format.money(v)}
        />
        <LineChart
          testId="sweep-drawdown"
          label="Drawdown under each run's peak"
          lines={runs.map((r) => ({ run: r.run, samples: SweepResults.drawdownOf(r) }))}
          value={SweepResults.drawdownPercent}
        />
      </section>
      <FillsOf results={props.results} />
    </>
  )
}

/**
 * The sweep results page.
 *
 * @since 1.3.0
 * @category components
 */
export function SweepResultsPage() {
  const opened = useAtomValue(openedAtom)
  const openFile = useOpenFile()
  const [dragging, setDragging] = useState(false)
  // a file dropped anywhere on the page opens (the browser would otherwise navigate to it)
  useEffect(() => {
    const over = (event: DragEvent) => {
      event.preventDefault()
      setDragging(true)
    }
    const leave = () => setDragging(false)
    const drop = (event: DragEvent) => {
      event.preventDefault()
      setDragging(false)
      const file = event.dataTransfer?.files[0]
      if (file !== undefined) openFile(file)
    }
    window.addEventListener("dragover", over)
    window.addEventListener("dragleave", leave)
    window.addEventListener("drop", drop)
    return () => {
      window.removeEventListener("dragover", over)
      window.removeEventListener("dragleave", leave)
      window.removeEventListener("drop", drop)
    }
  }, [openFile])
  return (
    <div className={`sweep-page${dragging ? " dragging" : ""}`} data-testid="sweep-page">
      <header className="sweep-head">
        <h1>Sweep results</h1>
        <a href="./" className="sweep-back">
          Trading
        </a>
      </header>
      <Opener />
      {opened._tag === "loaded" ? <Pictures results={opened.results} /> : null}
    </div>
  )
}
