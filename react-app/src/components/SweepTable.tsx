/**
 * A sweep's ranking as a table: rank, run, settings, the figure ranked by, equity change, fills, drawdown and Sharpe
 * ratio, sorted by a click on a column's head (again: the other way); each row's checkbox draws the run's curves.
 *
 * @since 1.3.0
 */
import { useAtom } from "../atom-react/index.js"
import { pickedAtom, sortAtom } from "../atoms/SweepResults.js"
import * as Format from "../lib/Format.js"
import * as SweepResults from "../lib/SweepResults.js"
import { colorOf } from "./SweepCharts.js"

const columns: ReadonlyArray<{ readonly key: SweepResults.SortKey; readonly label: string }> = [
  { key: "rank", label: "Rank" },
  { key: "run", label: "Run" },
  { key: "change", label: "Equity change" },
  { key: "fills", label: "Fills" },
  { key: "drawdown", label: "Max drawdown" },
  { key: "sharpe", label: "Sharpe" }
]

function Head(props: { readonly column: (typeof columns)[number] }) {
  const [sort, setSort] = useAtom(sortAtom)
  const { key, label } = props.column
  const active = sort.key === key
  return (
    <th aria-sort={active ? (sort.ascending ? "ascending" : "descending") : "none"} scope="col">
      <button
        type="button"
        className="sweep-sort"
        data-testid={`sweep-sort-${key}`}
        onClick={() => setSort({ key, ascending: active ? !sort.ascending : key === "rank" || key === "run" })}
      >
        {label}
        {active ? (sort.ascending ? " ▲" : " ▼") : ""}
      </button>
    </th>
  )
}

function Row(props: { readonly run: SweepResults.SweepRun; readonly rankedBy: string }) {
  const { run } = props
  const [picked, setPicked] = useAtom(pickedAtom)
  const on = picked.includes(run.run)
  const toggle = () => setPicked(on ? picked.filter((p) => p !== run.run) : [...picked, run.run])
  const sharpe = run.report.ratios?.sharpe
  return (
    <tr data-testid="sweep-row" data-run={run.run}>
      <td>
        <label className="sweep-pick">
          <input
            type="checkbox"
            checked={on}
            onChange={toggle}
            data-testid={`sweep-pick-${run.run}`}
            aria-label={`Draw run ${run.run}`}
          />
          <span className="sweep-swatch" style={{ background: colorOf(run.run) }} />
        </label>
      </td>
      <td data-testid="sweep-rank">{run.rank}</td>
      <td>{run.run}</td>
      <td className="num" data-testid="sweep-change">
        {Format.money(run.report.equity.change)}
      </td>
      <td className="num" data-testid="sweep-fills">
        {run.report.fills.length}
      </td>
      <td className="num">
        {Format.money(run.report.drawdown.amount)} (
        {SweepResults.drawdownPercent(-SweepResults.num(run.report.drawdown.fraction))})
      </td>
      <td className="num">{sharpe === undefined || sharpe === null ? "—" : Format.amount(sharpe, 2)}</td>
      <td className="num" title={props.rankedBy}>
        {Format.amount(run.figure, 4)}
      </td>
      <td className="sweep-settings">{SweepResults.settingsText(run)}</td>
    </tr>
  )
}

/**
 * The ranking table.
 *
 * @since 1.3.0
 * @category components
 */
export function SweepTable(props: { readonly results: SweepResults.SweepResults }) {
  const [sort] = useAtom(sortAtom)
  const runs = SweepResults.sorted(props.results.runs, sort)
  return (
    <div className="sweep-table-wrap">
      <table className="sweep-table" data-testid="sweep-table">
        <thead>
          <tr>
            <th scope="col">Draw</th>
            {columns.map((column) => (
              <Head key={column.key} column={column} />
            ))}
            <th scope="col">{props.results.rankedBy}</th>
            <th scope="col">Settings</th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <Row key={run.run} run={run} rankedBy={props.results.rankedBy} />
          ))}
        </tbody>
      </table>
    </div>
  )
}
